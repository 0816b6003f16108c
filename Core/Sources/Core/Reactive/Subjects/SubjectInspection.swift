// What Core's own tests read of a subject's hand-over, which no public API shows.

extension PublishSubject {
    /// How many threads wait for the subject's delivery role.
    package var threadsWaitingToDeliver: Int { core.threadsWaiting }
}

extension BehaviorSubject {
    /// How many threads wait for the subject's delivery role.
    package var threadsWaitingToDeliver: Int { core.threadsWaiting }
}

extension ReplaySubject {
    /// How many threads wait for the subject's delivery role.
    package var threadsWaitingToDeliver: Int { core.threadsWaiting }
}

extension SubjectCore {
    /// How many threads wait for the delivery role.
    var threadsWaiting: Int { lock.locked { state.pointee.waiters.count } }
}
