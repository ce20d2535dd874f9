//! Random numbers as NetHack 3.6's rnd.c makes them.
//!
//! The core stream is ISAAC64, seeded as NetHack 3.6.7 seeds it (the seed's
//! eight bytes little-endian; rand_isaac's `from_seed` with the rest of the
//! 32-byte seed zero produces the same stream), and `RND(x)` is the next
//! 64-bit output modulo `x`. On top of it come `rn2`, `rnd`, `rn1`, `d`,
//! `rnl`, `rne` and `rnz` with rnd.c's formulas. Like NetHack, a game
//! holds two streams: one for play, and one for display-only randomness
//! (hallucination, random symbols) so that what the screen shows never
//! changes the game.

// rand_isaac is marked deprecated because its generator is not
// cryptographic; OxHack needs it because it is the one NetHack uses.
#![allow(deprecated)]

use rand_core::{Rng as _, SeedableRng};
use rand_isaac::Isaac64Rng;
use serde::{Deserialize, Serialize};

/// One ISAAC64 stream with NetHack's helpers.
#[derive(Clone, Serialize, Deserialize)]
pub struct Rng {
    core: Isaac64Rng,
}

impl std::fmt::Debug for Rng {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Rng(isaac64)")
    }
}

impl PartialEq for Rng {
    fn eq(&self, other: &Self) -> bool {
        // Streams are equal if they produce the same future; compare a
        // clone's next outputs (cheap, and only used in tests).
        let (mut a, mut b) = (self.core.clone(), other.core.clone());
        (0..4).all(|_| a.next_u64() == b.next_u64())
    }
}

impl Rng {
    /// The stream NetHack 3.6.7 makes from `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&seed.to_le_bytes());
        Rng { core: Isaac64Rng::from_seed(bytes) }
    }

    /// The next raw 64-bit output.
    pub fn next_u64(&mut self) -> u64 {
        self.core.next_u64()
    }

    /// `RND(x)`: uniform in `0..x`; 0 for `x <= 0` (NetHack reports those
    /// as impossible and returns 0).
    fn rnd_raw(&mut self, x: i32) -> i32 {
        if x <= 0 {
            return 0;
        }
        (self.next_u64() % x as u64) as i32
    }

    /// `rn2(x)`: 0 ..= x-1.
    pub fn rn2(&mut self, x: i32) -> i32 {
        self.rnd_raw(x)
    }

    /// `rnd(x)`: 1 ..= x (1 for `x <= 0`).
    pub fn rnd(&mut self, x: i32) -> i32 {
        if x <= 0 {
            return 1;
        }
        self.rnd_raw(x) + 1
    }

    /// `rn1(x, y)`: y ..= y+x-1.
    pub fn rn1(&mut self, x: i32, y: i32) -> i32 {
        self.rn2(x) + y
    }

    /// `d(n, x)`: n dice of x sides.
    pub fn d(&mut self, n: i32, x: i32) -> i32 {
        if x < 0 || n < 0 || (x == 0 && n != 0) {
            return 1;
        }
        let mut tmp = n;
        for _ in 0..n {
            tmp += self.rnd_raw(x);
        }
        tmp
    }

    /// `rnl(x)`: 0 ..= x-1 skewed by `luck` (good luck toward 0).
    pub fn rnl(&mut self, x: i32, luck: i32) -> i32 {
        if x <= 0 {
            return 0;
        }
        let mut adjustment = luck;
        if x <= 15 {
            adjustment = (adjustment.abs() + 1) / 3 * adjustment.signum();
        }
        let mut i = self.rnd_raw(x);
        if adjustment != 0 && self.rn2(37 + adjustment.abs()) != 0 {
            i = (i - adjustment).clamp(0, x - 1);
        }
        i
    }

    /// `rne(x)`: 1, 2, ... with chance 1/x of each step up, capped by the
    /// hero's level (5 below level 15, else level/3).
    pub fn rne(&mut self, x: i32, ulevel: i32) -> i32 {
        let utmp = if ulevel < 15 { 5 } else { ulevel / 3 };
        let mut tmp = 1;
        while tmp < utmp && self.rn2(x) == 0 {
            tmp += 1;
        }
        tmp
    }

    /// `rnz(i)`: a value spread widely around `i`.
    pub fn rnz(&mut self, i: i32, ulevel: i32) -> i32 {
        let mut x = i as i64;
        let mut tmp: i64 = 1000;
        tmp += self.rn2(1000) as i64;
        tmp *= self.rne(4, ulevel) as i64;
        if self.rn2(2) != 0 {
            x *= tmp;
            x /= 1000;
        } else {
            x *= 1000;
            x /= tmp;
        }
        x as i32
    }
}

impl dgn_comp::placement::Rn2 for Rng {
    fn rn2(&mut self, n: i32) -> i32 {
        Rng::rn2(self, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        for _ in 0..100 {
            assert_eq!(a.rn2(1000), b.rn2(1000));
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn matches_nethack_isaac64() {
        // NetHack 3.6.7's isaac64 seeded with 42 (8 bytes, little-endian).
        let mut r = Rng::new(42);
        let first: Vec<u64> = (0..5).map(|_| r.next_u64()).collect();
        assert_eq!(
            first,
            [
                13535040523913025898,
                11186036148076763066,
                17457813421150709648,
                14433197483349118045,
                7996039696826744184
            ]
        );
    }

    #[test]
    fn ranges() {
        let mut r = Rng::new(7);
        for _ in 0..1000 {
            assert!((0..6).contains(&r.rn2(6)));
            assert!((1..=6).contains(&r.rnd(6)));
            assert!((2..=12).contains(&r.d(2, 6)));
            assert!((0..10).contains(&r.rnl(10, 13)));
            assert!((1..=5).contains(&r.rne(4, 1)));
        }
        assert_eq!((r.rn2(0), r.rnd(0)), (0, 1));
    }
}
