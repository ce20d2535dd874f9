//! Object naming (objnam.c): xname, doname and friends, with property
//! wording. (Being written.)
