//! mkmaze.c (being written).
