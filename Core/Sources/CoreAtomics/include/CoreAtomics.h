// Atomic operations on a machine word, and the calling thread's identity, for Core's own use.
//
// Core runs back to iOS 13 and macOS 10.15, where the standard library's `Synchronization`
// module is not available, and Swift has no other atomics. These wrap the compiler's
// `__atomic` builtins (the same on every platform clang targets, so what runs on Linux is
// what runs on iOS). They are `static inline` so Swift inlines them: each call is the one
// instruction (or compare-exchange loop) it names, not a function call.
//
// The word must not move while it is shared: Swift callers keep it in memory they allocated.

#ifndef CORE_ATOMICS_H
#define CORE_ATOMICS_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

/// Reads the word; later reads and writes of this thread stay after it (acquire).
static inline intptr_t core_atomic_load(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Writes the word; earlier reads and writes of this thread stay before it (release).
static inline void core_atomic_store(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Writes `value` and returns what was there (acquire and release).
static inline intptr_t core_atomic_exchange(intptr_t *word, intptr_t value) {
    return __atomic_exchange_n(word, value, __ATOMIC_ACQ_REL);
}

/// Writes `desired` if the word holds `expected`; true when it did (acquire and release).
static inline bool core_atomic_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Adds `delta` (wrapping) and returns the previous value (acquire and release).
static inline intptr_t core_atomic_fetch_add(intptr_t *word, intptr_t delta) {
    return __atomic_fetch_add(word, delta, __ATOMIC_ACQ_REL);
}

/// Sets the bits of `mask` and returns the previous value (acquire and release).
static inline intptr_t core_atomic_fetch_or(intptr_t *word, intptr_t mask) {
    return __atomic_fetch_or(word, mask, __ATOMIC_ACQ_REL);
}

/// The calling thread's identity, never 0. A running thread's identity is unique; an exited
/// thread's may be reused, so whoever records one must clear it before the thread can leave.
static inline intptr_t core_current_thread(void) {
    return (intptr_t)pthread_self();
}

/// The calling thread's current-thread trampoline (CoreReactive's `CurrentThreadScheduler`):
/// 0 while none runs, else what the running one holds. A thread-local word, so reading it costs
/// what reading memory does; only the thread's own code reads or writes it.
extern _Thread_local intptr_t core_trampoline_state;

/// The calling thread's trampoline state.
static inline intptr_t core_trampoline_load(void) {
    return core_trampoline_state;
}

/// Sets the calling thread's trampoline state.
static inline void core_trampoline_store(intptr_t value) {
    core_trampoline_state = value;
}

#endif
