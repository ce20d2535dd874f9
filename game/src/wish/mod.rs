//! Wishing (readobjnam): parsing a wish into an object. (Being written.)
