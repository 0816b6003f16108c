import Core

// For tests of code that sends to or subscribes to a subject from several threads: a thread
// that finds another delivering waits its turn, and a test can wait until it does.

extension PublishSubject {
    /// How many threads are waiting for the subject's delivery in progress to end, to send
    /// or subscribe.
    public var threadsWaitingToDeliver: Int { waitingThreadCount }
}

extension BehaviorSubject {
    /// How many threads are waiting for the subject's delivery in progress to end, to send
    /// or subscribe.
    public var threadsWaitingToDeliver: Int { waitingThreadCount }
}

extension ReplaySubject {
    /// How many threads are waiting for the subject's delivery in progress to end, to send
    /// or subscribe.
    public var threadsWaitingToDeliver: Int { waitingThreadCount }
}
