// The operations are all `static inline` in include/CoreAtomics.h; SwiftPM needs one source
// file to build a C target.
#include "CoreAtomics.h"
