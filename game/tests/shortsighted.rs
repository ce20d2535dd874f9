//! `FLAGS: shortsighted` (monmove.c's `m_move`): on such a level a
//! hostile monster further than 12 squares off (6 when it could not see
//! there) wanders instead of heading for the hero.

mod arena;
use arena::{place, rock_arena, strip, tough};

/// A jackal 20 squares east of the hero in a long lit hall; its distance
/// after 8 turns of the hero waiting.
fn distance_after(seed: u64, shortsighted: bool) -> i32 {
    let mut g = rock_arena(seed, 30, 3, true);
    strip(&mut g);
    tough(&mut g);
    g.lev.flags.shortsighted = shortsighted;
    let (x, y) = (g.u.ux + 20, g.u.uy);
    let id = place(&mut g, oxhack_tables::ids::PM_JACKAL, x, y);
    for _ in 0..8 {
        g.pass_time();
    }
    let i = g.mon_index(id).expect("the jackal");
    (g.lev.monsters[i].mx - g.u.ux).abs().max((g.lev.monsters[i].my - g.u.uy).abs())
}

#[test]
fn far_monsters_do_not_come_on_a_shortsighted_level() {
    let seeds = 0..12;
    let near: Vec<i32> = seeds.clone().map(|s| distance_after(s, false)).collect();
    let far: Vec<i32> = seeds.map(|s| distance_after(s, true)).collect();
    assert!(near.iter().all(|&d| d <= 12), "an ordinary level: the jackal comes ({near:?})");
    assert!(far.iter().all(|&d| d > 12), "a shortsighted level: it wanders ({far:?})");
}
