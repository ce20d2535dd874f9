//! The Mines' towns of both worlds: NetHack's Minetown (`--data`
//! NetHack's `dat/`) and OxHack's own Gnomeburg. Their shops have keepers
//! who greet the hero in the shop's name, price what is picked up, take
//! it off the bill when it is put back, and let a customer without a
//! bill walk out.

use oxhack_game::game::{Game, NewGame, to_game};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::monsters::shknam::shclass_of;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::level::NO_ROOM;
use std::sync::Arc;

fn nethack() -> Option<Arc<Content>> {
    let dat = oxhack_testkit::corpus()?;
    Some(Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content)
}

/// Moves the hero to (x, y) as a step would.
fn stand(g: &mut Game, x: i32, y: i32) {
    g.u.ux0 = g.u.ux;
    g.u.uy0 = g.u.uy;
    g.u.ux = x;
    g.u.uy = y;
    g.vision_recalc();
    g.check_shop_rooms(false);
}

#[test]
fn minetown_shopkeepers_greet_and_quote_in_nethacks_world() {
    let Some(world) = nethack() else {
        eprintln!("NetHack's corpus is not here: Minetown is not tested");
        return;
    };
    let (greeted, quoted) = visit_town_shops(Some(world), "minetn");
    assert!(greeted >= 20, "only {greeted} Minetown shops visited");
    assert!(quoted >= 15, "only {quoted} quotes");
}

#[test]
fn gnomeburg_shopkeepers_greet_and_quote_in_oxhacks_world() {
    let (greeted, quoted) = visit_town_shops(None, "gnomeburg");
    assert!(greeted >= 20, "only {greeted} Gnomeburg shops visited");
    assert!(quoted >= 15, "only {quoted} quotes");
}

/// Visits every shop of the town level (the level whose prototype starts
/// with `proto`) in games of seeds 1 to 6 of `world` (OxHack's own when
/// `None`): in at the door (the greeting), an object picked up (the
/// quote) and put back (off the bill), out again (no robbery). Returns
/// the shops entered and the quotes heard.
fn visit_town_shops(world: Option<Arc<Content>>, proto: &str) -> (usize, usize) {
    let mut greeted = 0;
    let mut quoted = 0;
    for seed in 1..=6u64 {
        let ng = NewGame { wizard: true, ..NewGame::quick(seed) };
        let ng = match &world {
            Some(w) => NewGame { content: w.clone(), ..ng },
            None => ng,
        };
        let mut g = Game::new(ng).expect("game");
        let town = g.layout.levels.iter().find(|l| l.proto.starts_with(proto)).expect("the town").dlevel;
        g.goto_level(to_game(town), Arrival::Random);
        let keepers: Vec<usize> = (0..g.lev.monsters.len()).filter(|&i| g.lev.monsters[i].isshk()).collect();
        for i in keepers {
            assert!(g.inhishop(i), "seed {seed}: a keeper in the shop");
            let e = g.eshk(i).expect("record").clone();
            // The square outside the door, off the shop.
            let outside = [(-1, 0), (1, 0), (0, -1), (0, 1)]
                .into_iter()
                .map(|(ox, oy)| (e.shd.x + ox, e.shd.y + oy))
                .find(|&(x, y)| g.shop_at(x, y) == NO_ROOM && oxhack_game::world::level::accessible(g.lev.typ(x, y)));
            let Some((ox, oy)) = outside else { continue };
            if g.lev.monster_at(ox, oy).is_some() || g.lev.monster_at(e.shd.x, e.shd.y).is_some() {
                continue;
            }
            g.u.invent.retain(|o| o.otyp != oxhack_tables::ids::PICK_AXE);
            g.u.ux = ox;
            g.u.uy = oy;
            g.check_shop_rooms(false);
            let from = g.history.len();
            stand(&mut g, e.shd.x, e.shd.y);
            let said = g.history[from..].to_vec();
            let name = oxhack_game::monsters::shknam::shkname(&e.shknam).to_string();
            let shop = shclass_of(e.shoptype).expect("a shop kind").name;
            let welcome = format!("Welcome to {}'s {shop}!\"", name);
            let welcome2 = format!("Welcome to {}' {shop}!\"", name);
            // A hero who arrived inside the shop is welcomed "again".
            let again = |w: &str| w.replacen("Welcome to", "Welcome again to", 1);
            let (again1, again2) = (again(&welcome), again(&welcome2));
            assert!(
                said.iter().any(|l| [&welcome, &welcome2, &again1, &again2].iter().any(|w| l.ends_with(w.as_str()))),
                "seed {seed}: {said:?} for {name}'s {shop}"
            );
            greeted += 1;
            // Something for sale on a square of its own: picked up, it is
            // quoted and billed.
            let room = g.lev.room_by_no(e.shoproom as u8 + 3).expect("the shop").clone();
            let spot = (room.lx..=room.hx).flat_map(|x| (room.ly..=room.hy).map(move |y| (x, y))).find(|&(x, y)| {
                g.lev.objects_at(x, y).count() == 1
                    && g.lev.monster_at(x, y).is_none()
                    && g.lev.objects_at(x, y).all(|o| o.otyp != oxhack_tables::ids::BOULDER)
            });
            if let Some((x, y)) = spot {
                g.u.ugold = 0;
                stand(&mut g, x, y);
                let from = g.history.len();
                g.dopickup();
                let said = g.history[from..].to_vec();
                if g.u.invent.iter().any(|o| o.unpaid) {
                    quoted += 1;
                    assert!(said.iter().any(|l| l.starts_with("\"For you, ")), "seed {seed}: {said:?}");
                    // Put back, it comes off the bill.
                    let k = g.u.invent.iter().position(|o| o.unpaid).expect("unpaid");
                    let o = g.freeinv(k);
                    g.dropx(o);
                    assert!(g.eshk(i).is_some_and(|e| e.bill.is_empty()), "seed {seed}");
                }
                stand(&mut g, e.shd.x, e.shd.y);
            }
            // Walk back out: no bill, no fuss.
            stand(&mut g, ox, oy);
            assert!(g.eshk(i).is_some_and(|e| e.robbed == 0));
        }
    }
    eprintln!("{proto}: {greeted} shops entered, {quoted} quotes");
    (greeted, quoted)
}
