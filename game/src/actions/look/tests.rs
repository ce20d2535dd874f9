//! Looking here and over there, without a terminal.

use super::*;
use crate::game::NewGame;
use crate::world::level::Engraving;

#[test]
fn looking_here_reads_the_dust_and_lists_the_object() {
    let mut g = Game::new(NewGame::quick(9)).expect("game");
    let (x, y) = (g.u.ux, g.u.uy);
    g.lev.engravings.push(Engraving { x, y, text: "Elbereth".into(), kind: EngrType::Dust, time: 0 });
    let o = g.with_mk(|c| c.mksobj(oxhack_tables::ids::DAGGER, false, false));
    g.lev.objects.retain(|f| (f.x, f.y) != (x, y));
    g.lev.place_object(o, x, y);
    assert!(!g.dolook(), "looking takes no time");
    assert!(g.history.iter().any(|m| m == "Something is written here in the dust."));
    assert!(g.history.iter().any(|m| m == "You read: \"Elbereth\"."));
    assert!(g.history.iter().any(|m| m.starts_with("You see here ") && m.contains("dagger")), "{:?}", g.history);
}

#[test]
fn stairs_are_a_feature() {
    let mut g = Game::new(NewGame::quick(9)).expect("game");
    let s = g.lev.dnstair.expect("down stairs");
    g.u_on_newpos(s.x, s.y);
    g.dolook();
    assert!(g.history.iter().any(|m| m == "There is a staircase down here."), "{:?}", g.history);
}

#[test]
fn lookat_describes_the_hero_monsters_and_terrain() {
    let mut g = Game::new(NewGame::quick(9)).expect("game");
    let (ch, d) = g.lookat(g.u.ux, g.u.uy);
    assert_eq!(ch, '@');
    assert_eq!(d, "human valkyrie called Agnar");
    let (x, y) = (g.u.ux + 1, g.u.uy);
    g.lev.monsters.retain(|m| (m.mx, m.my) != (x, y));
    g.lev.set_typ(x, y, ROOM);
    let i = g
        .with_mon(|c, lev| {
            c.makemon(lev, Some(oxhack_tables::ids::PM_JACKAL), x, y, crate::monsters::makemon::NO_MM_FLAGS)
        })
        .expect("jackal");
    let (mx, my) = (g.lev.monsters[i].mx, g.lev.monsters[i].my);
    g.lev.monsters[i].mpeaceful = true;
    g.vision_recalc();
    let (ch, d) = g.lookat(mx, my);
    assert_eq!((ch, d.as_str()), ('d', "a peaceful jackal"));
    assert_eq!(g.lookat(0, 0).1, "unexplored area");
}
