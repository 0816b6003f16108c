import RxSwift

extension PrimitiveSequence where Trait == SingleTrait {
    /// Retries after 1, 2, 4... seconds, then gives up with the last error.
    public func retryWithBackoff(maxAttempts: Int, scheduler: SchedulerType) -> Single<Element> {
        retry(when: { (errors: Observable<Error>) in
            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                guard attempt < maxAttempts - 1 else { return .error(error) }
                return Observable<Int>.timer(.seconds(1 << attempt), scheduler: scheduler)
            }
        })
    }
}
