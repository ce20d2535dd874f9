//! The ordinary level (mklev.c's `makerooms`, `makelevel`, `mklev`, and
//! the niches: `place_niche`, `makeniche`, `make_niches`, `makevtele`).
//!
//! [`MkLev::makelevel`] builds a room-and-corridor level in NetHack's
//! order. Choosing a special level, the Mines or Gehennom filler instead
//! is the caller's business (makelevel's opening; its last, random test
//! is [`MkLev::wants_maze_filler`]), as are the Rogue level's rooms.
//!
//! C leaves the order in which a call's arguments are evaluated open;
//! where NetHack passes `somex(croom), somey(croom)` (and `rn2(3)` for a
//! box) as arguments, OxHack draws them last argument first, as GCC does
//! on the platforms NetHack is usually built for ([`MkLev::arg_xy`]).

use super::{BranchPlan, Created, Hooks, Make, Mineralize, MkLev, finddpos, occupied, somex, somey, wipeout_text};
use crate::world::level::{
    DOORMAX, EngrType, Engraving, MAXNROFROOMS, RoomId, is_furniture, is_pool, is_wall, isok, rtype, ttyp,
};
use oxhack_tables as ids;
use oxhack_vm::terrain::*;

/// What [`MkLev::makelevel`] needs to know about the dungeon beyond the
/// [`crate::objects::mkobj::LevelCtx`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LevelPlan {
    /// The level's branch, if it has one (`Is_branchlev`).
    pub branch: Option<BranchPlan>,
    /// `depth(&medusa_level)`: shops are made only above it (0: no limit
    /// known, treated as very deep).
    pub medusa_depth: i32,
    /// `medusa_level.dnum`: below Medusa in her dungeon, levels are mostly
    /// maze fillers ([`MkLev::wants_maze_filler`]).
    pub medusa_dnum: i32,
}

/// The words NetHack leaves in the dust before some trapped niches
/// (`trap_engravings`).
fn trap_engraving(trap: u8) -> Option<&'static str> {
    match trap {
        ttyp::TRAPDOOR => Some("Vlad was here"),
        ttyp::TELEP_TRAP | ttyp::LEVEL_TELEP => Some("ad aerarium"),
        _ => None,
    }
}

impl MkLev<'_> {
    /// `somex(croom), somey(croom)` passed as function arguments: drawn
    /// y first (see the module note; NetHack built with GCC draws them
    /// so, which the comparison with its C code confirms). A room that
    /// does not exist gives (0, 0) without drawing.
    pub fn arg_xy(&mut self, room: usize) -> (i32, i32) {
        let Some(r) = self.lev.rooms.get(room) else { return (0, 0) };
        let y = somey(self.rng, r);
        let x = somex(self.rng, r);
        (x, y)
    }

    /// The last test of makelevel's dispatch, made once special levels,
    /// dungeons with a filler prototype, the Mines and the Quest are ruled
    /// out: Gehennom, and four in five levels below Medusa in her
    /// dungeon, get a maze filler (`makemaz("")`) instead of rooms. Draws
    /// `rn2(5)` whenever not in Gehennom, as NetHack does, so a caller
    /// must call it before [`MkLev::makelevel`] to keep NetHack's stream.
    pub fn wants_maze_filler(&mut self, plan: &LevelPlan) -> bool {
        self.lctx.in_hell
            || (self.rng.rn2(5) != 0
                && self.lctx.uz.dnum == plan.medusa_dnum
                && plan.medusa_depth > 0
                && self.lctx.depth > plan.medusa_depth)
    }

    /// Makes rooms in free rectangles until they run out or there are
    /// `MAXNROFROOMS`, planning one vault along the way (`makerooms`).
    pub fn makerooms(&mut self) {
        let mut tried_vault = false;
        while self.nroom() < MAXNROFROOMS && self.rects.rnd_rect(self.rng).is_some() {
            if self.nroom() >= MAXNROFROOMS / 6 && self.rng.rn2(2) != 0 && !tried_vault {
                tried_vault = true;
                if let Some(Created::Vault(c)) = self.create_vault() {
                    self.vault = Some(c);
                }
            } else if self.create_room(-1, -1, -1, -1, -1, -1, rtype::OROOM as i32, -1).is_none() {
                return;
            }
        }
    }

    /// A door spot on the top or bottom wall of `aroom` with rock beyond
    /// and open floor inside (`place_niche`): `(dy, x, y)`.
    fn place_niche(&mut self, aroom: usize) -> Option<(i32, i32, i32)> {
        let r = self.lev.rooms[aroom].clone();
        let (dy, dd) = if self.rng.rn2(2) != 0 {
            (1, finddpos(self.lev, self.rng, r.lx, r.hy + 1, r.hx, r.hy + 1))
        } else {
            (-1, finddpos(self.lev, self.rng, r.lx, r.ly - 1, r.hx, r.ly - 1))
        };
        let (xx, yy) = (dd.x, dd.y);
        let behind = isok(xx, yy + dy) && self.lev.typ(xx, yy + dy) == STONE;
        let inside = isok(xx, yy - dy) && {
            let t = self.lev.typ(xx, yy - dy);
            !is_pool(t) && !is_furniture(t)
        };
        (behind && inside).then_some((dy, xx, yy))
    }

    /// A one-square niche off an ordinary room, behind a (usually secret)
    /// door; with `trap_type`, a trapped niche (trap doors for vampires,
    /// teleporters into the vault) with a hint written in the dust
    /// (`makeniche`). Closed niches may hold iron bars, a corpse, a
    /// scroll of teleportation and an object (hooks).
    pub fn makeniche(&mut self, h: &mut dyn Hooks, trap_type: u8) {
        if self.doorindex() >= DOORMAX || self.nroom() == 0 {
            return;
        }
        let mut trap_type = trap_type;
        for _ in 0..8 {
            let aroom = self.rng.rn2(self.nroom() as i32) as usize;
            let r = &self.lev.rooms[aroom];
            if r.rtype != rtype::OROOM {
                continue;
            }
            if r.doorct == 1 && self.rng.rn2(5) != 0 {
                continue;
            }
            let Some((dy, xx, yy)) = self.place_niche(aroom) else { continue };
            let room = RoomId::Main(aroom);
            if trap_type != 0 || self.rng.rn2(4) == 0 {
                self.lev.set_typ(xx, yy + dy, SCORR);
                if trap_type != 0 {
                    if ttyp::is_hole(trap_type) && !self.can_fall_thru() {
                        trap_type = ttyp::ROCKTRAP;
                    }
                    if let Some(t) = self.maketrap(h, xx, yy + dy, trap_type) {
                        if trap_type != ttyp::ROCKTRAP {
                            self.lev.traps[t].once = true;
                        }
                        if let Some(words) = trap_engraving(trap_type) {
                            self.engrave_dust_worn(xx, yy - dy, words);
                        }
                    }
                }
                self.dosdoor(h, xx, yy, room, SDOOR);
            } else {
                self.lev.set_typ(xx, yy + dy, CORR);
                if self.rng.rn2(7) != 0 {
                    let typ = if self.rng.rn2(5) != 0 { SDOOR } else { DOOR };
                    self.dosdoor(h, xx, yy, room, typ);
                } else {
                    if self.rng.rn2(5) == 0 && is_wall(self.lev.typ(xx, yy)) {
                        self.lev.set_typ(xx, yy, IRONBARS);
                        if self.rng.rn2(3) != 0 {
                            h.make(self, Make::NicheCorpse, xx, yy + dy);
                        }
                    }
                    if !self.lev.flags.noteleport {
                        h.make(self, Make::TeleportScroll, xx, yy + dy);
                    }
                    if self.rng.rn2(3) == 0 {
                        h.make(self, Make::RandomObject, xx, yy + dy);
                    }
                }
            }
            return;
        }
    }

    /// Writes `words` in the dust at (x, y), then wears five characters
    /// away (`make_engr_at` and `wipe_engr_at(x, y, 5, FALSE)`).
    fn engrave_dust_worn(&mut self, x: i32, y: i32, words: &str) {
        let mut text = words.to_string();
        wipeout_text(self.rng, &mut text, 5);
        let text = text.trim_start_matches(' ').to_string();
        self.lev.engravings.retain(|e| e.x != x || e.y != y);
        if !text.is_empty() {
            self.lev.engravings.push(Engraving { x, y, text, kind: EngrType::Dust, time: 0 });
        }
    }

    /// A few niches, one perhaps a level teleporter (deeper than 15) or a
    /// trap door (depths 6 to 24) (`make_niches`).
    pub fn make_niches(&mut self, h: &mut dyn Hooks) {
        let ct = self.rng.rnd((self.nroom() as i32 >> 1) + 1);
        let dep = self.lctx.depth;
        let mut ltptr = !self.lev.flags.noteleport && dep > 15;
        let mut vamp = dep > 5 && dep < 25;
        for _ in 0..ct {
            if ltptr && self.rng.rn2(6) == 0 {
                ltptr = false;
                self.makeniche(h, ttyp::LEVEL_TELEP);
            } else if vamp && self.rng.rn2(6) == 0 {
                vamp = false;
                self.makeniche(h, ttyp::TRAPDOOR);
            } else {
                self.makeniche(h, ttyp::NO_TRAP);
            }
        }
    }

    /// A niche with a teleportation trap into the vault (`makevtele`).
    pub fn makevtele(&mut self, h: &mut dyn Hooks) {
        self.makeniche(h, ttyp::TELEP_TRAP);
    }

    /// Adds the planned vault if its spot is still free, or tries one more
    /// spot (makelevel's vault step). Returns whether a vault was made.
    fn make_vault(&mut self, h: &mut dyn Hooks) -> bool {
        let Some(v) = self.vault else { return false };
        let (mut vx, mut vy, mut w, mut ht) = (v.x, v.y, 1, 1);
        let mut ok = self.check_room(&mut vx, &mut w, &mut vy, &mut ht, true);
        if !ok
            && self.rects.rnd_rect(self.rng).is_some()
            && let Some(Created::Vault(c)) = self.create_vault()
        {
            (vx, vy) = (c.x, c.y);
            ok = self.check_room(&mut vx, &mut w, &mut vy, &mut ht, true);
        }
        if !ok {
            return false;
        }
        let i = self.add_room(vx, vy, vx + w, vy + ht, true, rtype::VAULT, false);
        self.lev.flags.has_vault = true;
        h.fill_vault(self, i);
        h.knox_portal(self, vx + w, vy + ht);
        if !self.lev.flags.noteleport && self.rng.rn2(3) == 0 {
            self.makevtele(h);
        }
        true
    }

    /// Picks the level's random special room, if any, and has the hook
    /// make it (makelevel's `mkroom` chain).
    fn pick_special_room(&mut self, h: &mut dyn Hooks, room_threshold: usize, medusa_depth: i32) {
        let d = self.lctx.depth;
        let medusa = if medusa_depth > 0 { medusa_depth } else { i32::MAX };
        let nroom = self.nroom();
        let kind = if d > 1 && d < medusa && nroom >= room_threshold && self.rng.rn2(d) < 3 {
            rtype::SHOPBASE
        } else if d > 4 && self.rng.rn2(6) == 0 {
            rtype::COURT
        } else if d > 5 && self.rng.rn2(8) == 0 && !h.gone(ids::PM_LEPRECHAUN) {
            rtype::LEPREHALL
        } else if d > 6 && self.rng.rn2(7) == 0 {
            rtype::ZOO
        } else if d > 8 && self.rng.rn2(5) == 0 {
            rtype::TEMPLE
        } else if d > 9 && self.rng.rn2(5) == 0 && !h.gone(ids::PM_KILLER_BEE) {
            rtype::BEEHIVE
        } else if d > 11 && self.rng.rn2(6) == 0 {
            rtype::MORGUE
        } else if d > 12 && self.rng.rn2(8) == 0 && h.antholemon(self) {
            rtype::ANTHOLE
        } else if d > 14 && self.rng.rn2(4) == 0 && !h.gone(ids::PM_SOLDIER) {
            rtype::BARRACKS
        } else if d > 15 && self.rng.rn2(6) == 0 {
            rtype::SWAMP
        } else if d > 16 && self.rng.rn2(8) == 0 && !h.gone(ids::PM_COCKATRICE) {
            rtype::COCKNEST
        } else {
            return;
        };
        h.mkroom(self, kind);
    }

    /// Builds an ordinary room-and-corridor level (mklev.c's `makelevel`
    /// after its special-level dispatch): rooms, stairs, corridors,
    /// niches, the vault, a random special room, the branch, then per
    /// ordinary room a monster, traps, gold, a fountain, sink, altar or
    /// grave now and then, statues, boxes, graffiti and objects.
    pub fn makelevel(&mut self, h: &mut dyn Hooks, plan: &LevelPlan) {
        self.makerooms();
        self.sort_rooms();
        let nroom = self.nroom();
        if nroom == 0 {
            return;
        }
        let mut croom = self.rng.rn2(nroom as i32) as usize;
        if !self.is_botlevel() {
            let (x, y) = self.arg_xy(croom);
            self.mkstairs(x, y, false, Some(croom));
        }
        if nroom > 1 {
            let troom = croom;
            croom = self.rng.rn2(nroom as i32 - 1) as usize;
            if croom == troom {
                croom += 1;
            }
        }
        if self.lctx.uz.dlevel != 1 {
            let (sx, sy) = loop {
                let r = &self.lev.rooms[croom];
                let sx = somex(self.rng, r);
                let sy = somey(self.rng, r);
                if !occupied(self.lev, sx, sy) {
                    break (sx, sy);
                }
            };
            self.mkstairs(sx, sy, true, Some(croom));
        }
        let mut room_threshold = if plan.branch.is_some() { 4 } else { 3 };
        self.makecorridors(h);
        self.make_niches(h);
        if self.make_vault(h) {
            room_threshold += 1;
        }
        self.pick_special_room(h, room_threshold, plan.medusa_depth);
        self.place_branch(h, plan.branch, None);
        for i in 0..self.nroom() {
            self.fill_ordinary_room(h, i);
        }
    }

    /// makelevel's "put things inside" for one room (ordinary rooms only).
    fn fill_ordinary_room(&mut self, h: &mut dyn Hooks, i: usize) {
        if self.lev.rooms[i].rtype != rtype::OROOM {
            return;
        }
        let room = RoomId::Main(i);
        if self.hero_has_amulet || self.rng.rn2(3) == 0 {
            let r = &self.lev.rooms[i];
            let x = somex(self.rng, r);
            let y = somey(self.rng, r);
            if h.make(self, Make::SleepingMonster, x, y) && !occupied(self.lev, x, y) {
                self.maketrap(h, x, y, ttyp::WEB);
            }
        }
        let x = (8 - self.lctx.difficulty / 6).max(2);
        while self.rng.rn2(x) == 0 {
            self.mktrap(h, 0, false, Some(room), None);
        }
        if self.rng.rn2(3) == 0 {
            let (x, y) = self.arg_xy(i);
            h.make(self, Make::Gold, x, y);
        }
        if !self.lctx.rogue_level {
            self.fill_nonrogue(h, i);
        }
        if self.rng.rn2(3) == 0 {
            let (x, y) = self.arg_xy(i);
            h.make(self, Make::RandomObject, x, y);
            let mut tryct = 0;
            while self.rng.rn2(5) == 0 {
                tryct += 1;
                if tryct > 100 {
                    break;
                }
                let (x, y) = self.arg_xy(i);
                h.make(self, Make::RandomObject, x, y);
            }
        }
    }

    /// The part of the room fill the Rogue level skips: furniture,
    /// statues, boxes and graffiti.
    fn fill_nonrogue(&mut self, h: &mut dyn Hooks, i: usize) {
        let room = RoomId::Main(i);
        if self.rng.rn2(10) == 0 {
            self.mkfount(h, false, room);
        }
        if self.rng.rn2(60) == 0 {
            self.mksink(h, room);
        }
        if self.rng.rn2(60) == 0 {
            self.mkaltar(h, room);
        }
        let x = (80 - self.lctx.depth * 2).max(2);
        if self.rng.rn2(x) == 0 {
            self.mkgrave(h, room);
        }
        if self.rng.rn2(20) == 0 {
            let (x, y) = self.arg_xy(i);
            h.make(self, Make::Statue, x, y);
        }
        if self.rng.rn2(self.nroom() as i32 * 5 / 2) == 0 {
            let (x, y) = self.arg_xy(i);
            let chest = self.rng.rn2(3) == 0;
            h.make(self, Make::Box { chest }, x, y);
        }
        if self.rng.rn2(27 + 3 * self.lctx.depth.abs()) == 0
            && let Some(mesg) = h.random_engraving(self)
        {
            let (x, y) = loop {
                let r = &self.lev.rooms[i];
                let x = somex(self.rng, r);
                let y = somey(self.rng, r);
                // NetHack retries while the spot is not floor, giving up
                // one time in forty.
                if self.lev.typ(x, y) == ROOM || self.rng.rn2(40) != 0 {
                    break (x, y);
                }
            };
            let t = self.lev.typ(x, y);
            if !(is_pool(t) || is_furniture(t)) {
                self.lev.engravings.retain(|e| e.x != x || e.y != y);
                self.lev.engravings.push(Engraving { x, y, text: mesg, kind: EngrType::Mark, time: 0 });
            }
        }
    }

    /// mklev.c's `mklev` for an ordinary level: [`MkLev::makelevel`],
    /// [`MkLev::mineralize`], then room numbers on every room
    /// (`topologize`) and `orig_rtype`. (`bound_digging` and
    /// `set_wall_state` belong to mkmaze and display.)
    pub fn mklev(&mut self, h: &mut dyn Hooks, plan: &LevelPlan) {
        self.lctx.in_mklev = true;
        self.makelevel(h, plan);
        self.mineralize(h, &Mineralize::default());
        self.lctx.in_mklev = false;
        if self.lev.flags.has_morgue {
            self.lev.flags.graveyard = true;
        }
        if !self.lev.flags.is_maze_lev {
            for i in 0..self.nroom() {
                self.topologize(RoomId::Main(i));
            }
        }
        for r in self.lev.rooms.iter_mut() {
            r.orig_rtype = r.rtype;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levelgen::mklev::NoHooks;
    use crate::objects::mkobj::LevelCtx;
    use crate::rng::Rng;
    use crate::world::level::{DLevel, Level};

    fn ctx(dlevel: i32) -> LevelCtx {
        LevelCtx {
            difficulty: dlevel,
            depth: dlevel,
            uz: DLevel { dnum: 0, dlevel },
            dunlevs: 10,
            ..LevelCtx::default()
        }
    }

    #[test]
    fn roomless_levels_do_not_panic() {
        let mut lev = Level::new(DLevel::default());
        let mut rng = Rng::new(3);
        let mut mk = MkLev::new(&mut lev, &mut rng, ctx(5));
        mk.rects.remove_rect(&mk.rects.as_slice()[0].clone());
        mk.makelevel(&mut NoHooks, &LevelPlan::default());
        mk.make_niches(&mut NoHooks);
        mk.makevtele(&mut NoHooks);
        mk.makecorridors(&mut NoHooks);
        assert_eq!(mk.arg_xy(3), (0, 0));
        assert!(mk.lev.rooms.is_empty() && mk.lev.upstair.is_none());
    }

    #[test]
    fn makerooms_fills_the_map_and_plans_a_vault_sometimes() {
        let mut vaults = 0;
        for seed in 0..40 {
            let mut lev = Level::new(DLevel::default());
            let mut rng = Rng::new(seed);
            let mut mk = MkLev::new(&mut lev, &mut rng, ctx(3));
            mk.makerooms();
            let n = mk.nroom();
            assert!((3..=MAXNROFROOMS).contains(&n), "seed {seed}: {n} rooms");
            // Before sorting, each room is its own corridor class.
            assert!((0..n).all(|i| mk.smeq[i] == i as i32));
            vaults += mk.vault.is_some() as usize;
            mk.sort_rooms();
            assert!(mk.lev.rooms.windows(2).all(|w| w[0].lx <= w[1].lx));
        }
        assert!(vaults > 5, "{vaults}");
    }

    #[test]
    fn bottom_and_top_levels_lack_one_stair() {
        for (dlevel, up, down) in [(1, false, true), (10, true, false), (4, true, true)] {
            let mut lev = Level::new(DLevel { dnum: 0, dlevel });
            let mut rng = Rng::new(8);
            MkLev::new(&mut lev, &mut rng, ctx(dlevel)).makelevel(&mut NoHooks, &LevelPlan::default());
            assert_eq!((lev.upstair.is_some(), lev.dnstair.is_some()), (up, down), "dlevel {dlevel}");
        }
    }
}
