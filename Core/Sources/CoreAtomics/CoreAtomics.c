// The operations are all `static inline` in include/CoreAtomics.h; the one definition they
// need, the trampoline's thread-local word, is here.
#include "CoreAtomics.h"

_Thread_local intptr_t core_trampoline_state = 0;
