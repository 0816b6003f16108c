import CoreSupport

// What CoreTesting reads of a subject's hand-over (`threadsWaitingToDeliver`), which Core's
// public API does not show.

extension PublishSubject {
    /// How many threads wait for the subject's delivery role.
    package var waitingThreadCount: Int { core.threadsWaiting }
}

extension BehaviorSubject {
    /// How many threads wait for the subject's delivery role.
    package var waitingThreadCount: Int { core.threadsWaiting }
}

extension ReplaySubject {
    /// How many threads wait for the subject's delivery role.
    package var waitingThreadCount: Int { core.threadsWaiting }
}

extension SubjectCore {
    /// How many threads wait for the delivery role.
    var threadsWaiting: Int { lock.locked { state.pointee.waiters.count } }
}
