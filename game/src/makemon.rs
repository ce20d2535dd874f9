//! makemon.c (being written).
