//! Moving the hero (hack.c): `domove` with `test_move`, fighting what
//! stands in the way, swapping places with pets, pushing boulders,
//! opening doors by walking into them (`autoopen`), running and rushing
//! with `lookaround`, travel (`_`) along the shortest known path,
//! searching and resting.

use crate::game::Game;
use crate::monsters::makemon::{boulder_at, closed_door, is_lava_at, is_pool_at};
use crate::world::level::{D_BROKEN, D_CLOSED, D_ISOPEN, D_LOCKED, D_NODOOR, isok};
use crate::world::you::{A_CON, A_DEX};
use oxhack_defs::Prop;
use oxhack_tables::ids;
use oxhack_vm::terrain::*;

impl Game {
    /// `domove`: one step (or attack) in direction (dx, dy). Returns
    /// whether it took time.
    pub fn domove(&mut self, dx: i32, dy: i32) -> bool {
        self.domove_core(dx, dy, false)
    }

    /// `domove` proper; `forcefight` is the `F` prefix
    /// (`context.forcefight`): attack whatever is there, pet or
    /// peaceful, without asking, and spend the turn even at nothing.
    pub fn domove_core(&mut self, mut dx: i32, mut dy: i32, forcefight: bool) -> bool {
        if self.u.has(Prop::Stunned) || (self.u.has(Prop::Confusion) && self.rng.rn2(5) == 0) {
            loop {
                let d = crate::ui::keys::DIRS[self.rng.rn2(8) as usize];
                let (nx, ny) = (self.u.ux + d.0, self.u.uy + d.1);
                if isok(nx, ny) {
                    dx = d.0;
                    dy = d.1;
                    break;
                }
            }
        }
        // Inside an engulfer every move attacks it.
        if let Some(took) = self.u_swallowed_move() {
            return took;
        }
        // The Plane of Air (endgame's `planes`).
        if let Some(took) = self.air_plane_stumble() {
            return took;
        }
        if let Some((ndx, ndy)) = self.water_friction(dx, dy) {
            (dx, dy) = (ndx, ndy);
            if dx == 0 && dy == 0 {
                self.nomul();
                return true;
            }
        }
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        if !isok(x, y) {
            self.nomul();
            return false;
        }
        if let Some(took) = self.stuck_to_monster(x, y) {
            return took;
        }
        // A monster in the way: attack it, or (a safe pet) displace it.
        // One hidden on the ceiling is not: the hero walks in under it
        // (and `spoteffects` has it drop).
        let mut safepet = None;
        if let Some(i) = self.lev.monsters.iter().position(|m| {
            m.mx == x && m.my == y && (forcefight || !m.mundetected || !crate::monsters::hide::is_hider(m.mnum))
        }) {
            let safe = self.is_safepet(i);
            let m = &self.lev.monsters[i];
            if !safe && self.run.mode != 0 && self.canspotmon(m) && !crate::monsters::hide::disguised(m) {
                self.nomul();
                return false;
            }
            if !safe || forcefight {
                self.nomul();
            }
            if let Some(took) = self.attack_monster(i, forcefight) {
                return took;
            }
            safepet = Some(self.lev.monsters[i].m_id);
        }
        if safepet.is_none() && (forcefight || self.mem.get(x, y) == crate::world::display::Glyph::Invisible) {
            return self.forcefight_nothing(x, y);
        }
        if let Some(took) = self.u_trapped_move() {
            return took;
        }
        if !self.test_move(self.u.ux, self.u.uy, dx, dy, true) {
            self.nomul();
            return self.last_move_took_time;
        }
        if let Some(id) = safepet {
            return match self.mon_index(id) {
                Some(i) => self.swap_with_pet(i),
                None => false,
            };
        }
        if boulder_at(&self.lev, x, y) && !self.moverock(x, y, dx, dy) {
            self.nomul();
            return false;
        }
        if (is_pool_at(&self.lev, x, y) || is_lava_at(&self.lev, x, y))
            && !self.u.has(Prop::Levitation)
            && !self.u.has(Prop::Flying)
            && !self.u.has(Prop::Wwalking)
            && !self.lev.at(self.u.ux, self.u.uy).typ.eq(&self.lev.typ(x, y))
        {
            let what = if is_lava_at(&self.lev, x, y) { "lava" } else { "water" };
            if self.run.mode != 0 || !self.yn(&format!("Really step into the {what}?")) {
                self.nomul();
                return false;
            }
        }
        // A known trap ahead stops a `g`, `G` or travel run before it
        // (a shift-run steps on, but stops there).
        if self.lev.t_at(x, y).is_some_and(|t| t.tseen) && self.run.mode != 0 {
            let careful = self.run.mode >= runmode::RUSH;
            self.nomul();
            if careful {
                return false;
            }
        }
        let (ox, oy) = (self.u.ux, self.u.uy);
        self.u.ux0 = ox;
        self.u.uy0 = oy;
        self.u.ux = x;
        self.u.uy = y;
        self.vision_recalc();
        self.spoteffects();
        // What the hero was doing to things elsewhere cannot be resumed
        // from here; a run stops in doorways and at furniture.
        self.reset_occupations();
        let here = self.lev.typ(self.u.ux, self.u.uy);
        if self.run.mode != 0
            && self.run.mode != runmode::TRAVEL
            && (here == DOOR || crate::world::level::is_rock(here) || crate::world::level::is_furniture(here))
        {
            self.nomul();
        }
        self.maybe_smudge_engr(ox, oy, self.u.ux, self.u.uy);
        true
    }

    /// `maybe_smudge_engr`: walking off one square and onto another rubs
    /// out a few letters of what is written on either.
    fn maybe_smudge_engr(&mut self, x1: i32, y1: i32, x2: i32, y2: i32) {
        if !self.can_reach_floor(true) {
            return;
        }
        let mut spots = vec![(x1, y1)];
        if (x2, y2) != (x1, y1) {
            spots.push((x2, y2));
        }
        for (x, y) in spots {
            if self.lev.engr_at(x, y).is_some_and(|e| e.kind != crate::world::level::EngrType::Headstone) {
                let n = self.rng.rnd(5);
                self.lev.wipe_engr_at(&mut self.rng, x, y, n, false);
            }
        }
    }

    /// Stops running and repeated commands (`nomul(0)`); a command
    /// repeated as a timed occupation has no count left either.
    pub fn nomul(&mut self) {
        self.run = Default::default();
        if let Some(crate::hero::occupation::Occupation::Timed { what, .. }) = self.occ.current {
            self.occ.current = Some(crate::hero::occupation::Occupation::Timed { what, left: 0 });
        }
    }

    /// Held by a monster (`u.ustuck`): moving anywhere but at it may fail
    /// ("You cannot escape from the owlbear!") or pull free, 3 in 40
    /// (3 in 8 when it cannot move). A holder no longer adjacent lets go.
    fn stuck_to_monster(&mut self, x: i32, y: i32) -> Option<bool> {
        let id = self.u.ustuck?;
        let Some(i) = self.lev.monsters.iter().position(|m| m.m_id == id) else {
            self.u.ustuck = None;
            return None;
        };
        let m = &self.lev.monsters[i];
        if (m.mx, m.my) == (x, y) {
            return None;
        }
        if (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > 2 {
            self.u.ustuck = None;
            return None;
        }
        let can_move = m.mcanmove;
        let roll = self.rng.rn2(if can_move { 40 } else { 8 });
        let name = self.mon_nam(i);
        if roll < 3 || (roll == 3 && !can_move) {
            self.pline(format!("You pull free from {name}."));
            self.u.ustuck = None;
            return None;
        }
        self.pline(format!("You cannot escape from {name}!"));
        self.nomul();
        Some(true)
    }

    /// The hero is stuck in a trap: struggle instead of moving.
    fn u_trapped_move(&mut self) -> Option<bool> {
        use crate::world::you::UTrap;
        let (msg, left) = match self.u.utrap {
            UTrap::None => return None,
            UTrap::Pit(n) => ("You crawl to the edge of the pit.", n),
            UTrap::BearTrap(n) => ("You cannot pull your foot out of the bear trap.", n),
            UTrap::Web(n) => ("You are stuck to the web.", n),
            UTrap::Lava(n) => ("You are stuck in the lava.", n),
        };
        let left = left.saturating_sub(1);
        self.u.utrap = match (self.u.utrap, left) {
            (_, 0) => UTrap::None,
            (UTrap::Pit(_), n) => UTrap::Pit(n),
            (UTrap::BearTrap(_), n) => UTrap::BearTrap(n),
            (UTrap::Web(_), n) => UTrap::Web(n),
            (UTrap::Lava(_), n) => UTrap::Lava(n),
            (t, _) => t,
        };
        if left == 0 {
            self.pline(if matches!(msg, m if m.contains("pit")) { msg } else { "You are free." });
        } else if !msg.contains("pit") {
            self.pline(msg);
        }
        self.nomul();
        Some(true)
    }

    /// `test_move`: the hero may step from (ux, uy) by (dx, dy).
    /// `for_real` gives the messages and opens doors (autoopen); that
    /// sets `last_move_took_time` when opening took the turn.
    pub fn test_move(&mut self, ux: i32, uy: i32, dx: i32, dy: i32, for_real: bool) -> bool {
        self.last_move_took_time = false;
        let (x, y) = (ux + dx, uy + dy);
        let rm = *self.lev.at(x, y);
        let passes = self.u.has(Prop::PassesWalls);
        if crate::world::level::is_rock(rm.typ) || rm.typ == IRONBARS {
            if passes && rm.wall_info() & crate::world::level::W_NONPASSWALL == 0 && isok(x, y) {
                return true;
            }
            if for_real && self.opts.verbose && self.run.mode == 0 {
                let what = match rm.typ {
                    TREE => Some("You cannot pass through the tree."),
                    IRONBARS => Some("You cannot pass through the bars."),
                    _ => None,
                };
                if let Some(w) = what {
                    self.pline(w);
                }
            }
            return false;
        }
        if rm.typ == DOOR {
            let m = rm.doormask();
            if closed_door(&self.lev, x, y) {
                if passes {
                    return true;
                }
                if for_real && self.run.mode == 0 {
                    if m & D_LOCKED != 0 {
                        self.pline("This door is locked.");
                    } else {
                        self.autoopen(x, y);
                    }
                }
                return false;
            }
            if dx != 0 && dy != 0 && m != D_NODOOR && m & D_BROKEN == 0 {
                if for_real && self.run.mode == 0 && self.opts.verbose {
                    self.pline("You can't move diagonally into an intact doorway.");
                }
                return false;
            }
            // A shopkeeper at the post blocks a diagonal way out.
            if dx != 0 && dy != 0 && !passes && for_real && self.block_door(x, y) {
                return false;
            }
        }
        let here = self.lev.at(ux, uy);
        if dx != 0 && dy != 0 && here.typ == DOOR && here.doormask() != D_NODOOR && here.doormask() & D_BROKEN == 0 {
            if for_real && self.run.mode == 0 && self.opts.verbose {
                self.pline("You can't move diagonally out of an intact doorway.");
            }
            return false;
        }
        if dx != 0 && dy != 0 && here.typ == DOOR && !passes && for_real && self.block_entry(x, y) {
            return false;
        }
        // Squeezing between two boulders (in Sokoban) or rock corners.
        if self.diagonal_squeeze(ux, uy, dx, dy, for_real && self.run.mode == 0).is_some() {
            return false;
        }
        true
    }

    /// Walking into a closed door opens it (`autoopen`, lock.c's
    /// `doopen_indir`): strength, dexterity and constitution against
    /// `rnl(20)`.
    fn autoopen(&mut self, x: i32, y: i32) {
        let luck = self.u.hero.uluck;
        let skill = (self.u.acurrstr() + self.u.acurr(A_DEX) + self.u.acurr(A_CON)) / 3;
        if self.rng.rnl(20, luck) < skill {
            self.pline("The door opens.");
            if let Some(l) = self.lev.at_mut(x, y) {
                l.set_doormask(D_ISOPEN);
            }
            self.vision_recalc();
        } else {
            self.pline("The door resists!");
        }
        self.last_move_took_time = true;
    }

    /// Pushes the boulder at (x, y) one step on (`moverock`); false if it
    /// will not move.
    fn moverock(&mut self, x: i32, y: i32, dx: i32, dy: i32) -> bool {
        let (nx, ny) = (x + dx, y + dy);
        let free = isok(nx, ny)
            && !crate::world::level::is_rock(self.lev.typ(nx, ny))
            && self.lev.typ(nx, ny) != IRONBARS
            && !closed_door(&self.lev, nx, ny)
            && !boulder_at(&self.lev, nx, ny)
            && self.lev.monster_at(nx, ny).is_none();
        if free && dx != 0 && dy != 0 && self.sokoban() {
            self.pline("The boulder won't roll diagonally on this floor.");
            return self.squeeze_past_boulder(dx, dy);
        }
        if !free {
            if self.u.has(Prop::PassesWalls) && !self.sokoban() {
                return true;
            }
            self.pline("You try to move the boulder, but in vain.");
            return self.squeeze_past_boulder(dx, dy);
        }
        // The boulder lands on top of whatever lies there.
        if let Some(k) = self.lev.objects.iter().rposition(|f| f.x == x && f.y == y && f.obj.otyp == ids::BOULDER) {
            let f = self.lev.objects.remove(k);
            self.lev.place_object(f.obj, nx, ny);
        }
        // A pool, pit or hole it is pushed into takes it.
        if !self.boulder_lands(nx, ny) {
            self.pline("With great effort you move the boulder.");
        }
        self.newsym(x, y);
        self.newsym(nx, ny);
        true
    }

    /// What happens on arriving at a square (`spoteffects`): traps, then
    /// what lies here.
    pub fn spoteffects(&mut self) {
        let (x, y) = (self.u.ux, self.u.uy);
        self.check_shop_rooms(false);
        if self.over.is_some() || (self.u.ux, self.u.uy) != (x, y) {
            return;
        }
        if let Some(ti) = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y) {
            self.dotrap(ti);
        }
        if self.over.is_some() || (self.u.ux, self.u.uy) != (x, y) {
            return;
        }
        // The Plane of Water's water outside the bubbles.
        if self.water_plane_drown() && (self.over.is_some() || (self.u.ux, self.u.uy) != (x, y)) {
            return;
        }
        self.pickup_on_arrival();
        self.check_special_room(false);
        if self.over.is_none() && (self.u.ux, self.u.uy) == (x, y) {
            self.monster_overhead();
        }
    }

    /// Starts running or rushing in (dx, dy); `mode` is one of
    /// [`runmode`]'s (`context.run`).
    pub fn start_run(&mut self, mode: u8, dx: i32, dy: i32) -> bool {
        self.run.mode = mode;
        self.run.dx = dx;
        self.run.dy = dy;
        self.run.last_str_turn = 0;
        self.domove(dx, dy)
    }

    /// `lookaround`: before each further step of a run, stops it at
    /// anything interesting for its kind of run (monsters, doors, corridor
    /// forks for `g`, stairs and fountains, known traps and water ahead)
    /// and turns it along a corridor's single bend (never more than a
    /// quarter turn each way in all).
    pub fn lookaround(&mut self) {
        let crun = self.run.mode;
        if crun == 0 || self.u.has(Prop::Blinded) {
            return;
        }
        let (ux, uy, dx, dy) = (self.u.ux, self.u.uy, self.run.dx, self.run.dy);
        let (mut x0, mut y0, mut m0, mut i0) = (0, 0, true, 9);
        let (mut corrct, mut noturn) = (0, false);
        let shift = crun == runmode::SHIFT;
        let follows = matches!(crun, runmode::SHIFT | runmode::RUN | runmode::TRAVEL);
        for x in ux - 1..=ux + 1 {
            for y in uy - 1..=uy + 1 {
                if !isok(x, y) || (x, y) == (ux, uy) {
                    continue;
                }
                let mtmp = self.lev.monster_at(x, y);
                if let Some(m) = mtmp {
                    let disguised = matches!(
                        m.appear,
                        crate::world::monst::Appearance::Furniture(_) | crate::world::monst::Appearance::Object(_)
                    );
                    if !disguised
                        && (!m.minvis || self.u.has(Prop::SeeInvis))
                        && !m.mundetected
                        && ((!shift && m.mtame == 0) || ((x, y) == (ux + dx, uy + dy) && crun != runmode::TRAVEL))
                    {
                        self.nomul();
                        return;
                    }
                }
                let has_mon = mtmp.is_some();
                let typ = self.lev.typ(x, y);
                if typ == STONE || (x, y) == (ux - dx, uy - dy) {
                    continue;
                }
                let ahead = (x, y) == (ux + dx, uy + dy);
                let corridorish =
                    if crate::world::level::is_rock(typ) || typ == ROOM || crate::world::level::is_air(typ) {
                        continue;
                    } else if closed_door(&self.lev, x, y) {
                        if x != ux && y != uy {
                            continue;
                        }
                        if !shift {
                            self.nomul();
                            return;
                        }
                        true
                    } else if typ == CORR {
                        true
                    } else if self.lev.t_at(x, y).is_some_and(|t| t.tseen) {
                        if !shift {
                            if ahead {
                                self.nomul();
                                return;
                            }
                            continue;
                        }
                        true
                    } else if is_pool_at(&self.lev, x, y) || is_lava_at(&self.lev, x, y) {
                        if !self.u.has(Prop::Levitation) && !self.u.has(Prop::Flying) && ahead {
                            self.nomul();
                            return;
                        }
                        continue;
                    } else {
                        // Stairs, fountains, doorways and the like.
                        if !shift {
                            if crun == runmode::TRAVEL || has_mon {
                                continue;
                            }
                            if (x == ux - dx && y != uy + dy) || (y == uy - dy && x != ux + dx) {
                                continue;
                            }
                            self.nomul();
                            return;
                        }
                        true
                    };
                // A corridor square (`bcorr`): count it, and remember the
                // one nearest straight ahead as where to turn.
                if corridorish && self.lev.typ(ux, uy) != ROOM {
                    if follows {
                        let i = (x - (ux + dx)).pow(2) + (y - (uy + dy)).pow(2);
                        if i > 2 {
                            continue;
                        }
                        if corrct == 1 && (x - x0).pow(2) + (y - y0).pow(2) != 1 {
                            noturn = true;
                        }
                        if i < i0 {
                            (i0, x0, y0, m0) = (i, x, y, has_mon);
                        }
                    }
                    corrct += 1;
                }
            }
        }
        if corrct > 1 && crun == runmode::RUSH {
            // The corridor widens here.
            self.nomul();
            return;
        }
        if follows && !noturn && !m0 && i0 != 0 && (corrct == 1 || (corrct == 2 && i0 == 1)) {
            let mut i = if i0 == 2 {
                if dx == y0 - uy && dy == ux - x0 { 2 } else { -2 }
            } else if dx != 0 && dy != 0 {
                if (dx == dy && y0 == uy) || (dx != dy && y0 != uy) { -1 } else { 1 }
            } else if (x0 - ux == y0 - uy && dy == 0) || (x0 - ux != y0 - uy && dy != 0) {
                1
            } else {
                -1
            };
            i += self.run.last_str_turn;
            if (-2..=2).contains(&i) {
                self.run.last_str_turn = i;
                self.run.dx = x0 - ux;
                self.run.dy = y0 - uy;
            }
        }
    }

    /// Continues a run, rush or travel by one step (after `lookaround`);
    /// false when it stops.
    pub fn continue_run(&mut self) -> bool {
        self.lookaround();
        if self.run.mode == 0 {
            return false;
        }
        if self.run.mode == runmode::TRAVEL {
            return self.travel_step();
        }
        let (dx, dy) = (self.run.dx, self.run.dy);
        let moved = self.domove(dx, dy);
        if !moved {
            self.nomul();
        }
        moved
    }

    /// `.`: rest one turn (with a count, "waiting" until something
    /// interrupts).
    pub fn donull(&mut self) -> bool {
        self.repeat_as_occupation(crate::hero::occupation::Repeat::Wait);
        true
    }

    /// `s`: search the eight squares around (with a count, "searching"
    /// turn after turn until something interrupts).
    pub fn dosearch(&mut self) -> bool {
        self.repeat_as_occupation(crate::hero::occupation::Repeat::Search);
        self.dosearch0(false);
        true
    }

    /// `dosearch0`: one search of the eight squares around for hidden
    /// doors, corridors and traps: each is found one time in seven,
    /// better with luck. `aflag`: the automatic search of the Searching
    /// property.
    pub fn dosearch0(&mut self, aflag: bool) {
        let luck = self.u.hero.uluck;
        let (ux, uy) = (self.u.ux, self.u.uy);
        for d in crate::ui::keys::DIRS {
            let (x, y) = (ux + d.0, uy + d.1);
            if !isok(x, y) {
                continue;
            }
            match self.lev.typ(x, y) {
                SDOOR => {
                    if self.rng.rnl(7, luck) != 0 {
                        continue;
                    }
                    let horizontal = self.lev.at(x, y).horizontal;
                    if let Some(l) = self.lev.at_mut(x, y) {
                        l.typ = DOOR;
                        l.horizontal = horizontal;
                        if l.doormask() & (D_CLOSED | D_LOCKED | D_ISOPEN) == 0 {
                            l.set_doormask(D_CLOSED);
                        }
                    }
                    self.exercise(crate::world::you::A_WIS, true);
                    self.nomul();
                    self.vision_recalc();
                    self.newsym(x, y);
                    self.pline("You find a hidden door.");
                }
                SCORR => {
                    if self.rng.rnl(7, luck) != 0 {
                        continue;
                    }
                    self.lev.set_typ(x, y, CORR);
                    self.exercise(crate::world::you::A_WIS, true);
                    self.nomul();
                    self.vision_recalc();
                    self.newsym(x, y);
                    self.pline("You find a hidden passage.");
                }
                _ => {
                    if !aflag && let Some(i) = self.lev.monsters.iter().position(|m| m.mx == x && m.my == y) {
                        match self.mfind0(i) {
                            None => continue,
                            Some(true) => return,
                            Some(false) => {}
                        }
                    }
                    if let Some(ti) = self.lev.traps.iter().position(|t| t.tx == x && t.ty == y && !t.tseen)
                        && self.rng.rnl(8, luck) == 0
                    {
                        self.nomul();
                        self.lev.traps[ti].tseen = true;
                        let name = crate::world::level::ttyp::NAMES[self.lev.traps[ti].ttyp as usize];
                        self.pline(format!("You find {}.", crate::objects::objnam::an(name)));
                        self.newsym(x, y);
                    }
                }
            }
        }
    }

    /// `_`: travel to a spot chosen with the cursor, along the shortest
    /// path over squares the hero remembers.
    pub fn dotravel(&mut self) -> bool {
        let start = self.travel_dest.unwrap_or(crate::world::level::Coord::new(self.u.ux, self.u.uy));
        self.pline("Where do you want to travel to?");
        let Some(dest) = self.getpos(start, "the desired destination") else { return false };
        self.travel_dest = Some(dest);
        self.run.mode = runmode::TRAVEL;
        self.travel_step()
    }

    /// One step of travel towards `travel_dest`.
    fn travel_step(&mut self) -> bool {
        let Some(dest) = self.travel_dest else {
            self.nomul();
            return false;
        };
        if (self.u.ux, self.u.uy) == (dest.x, dest.y) {
            self.nomul();
            return false;
        }
        match self.findtravelpath(dest) {
            Some((dx, dy)) => {
                let moved = self.domove(dx, dy);
                if !moved {
                    self.nomul();
                }
                moved
            }
            None => {
                self.nomul();
                false
            }
        }
    }

    /// The first step of a shortest path from the hero to `dest` over
    /// remembered, passable squares (`findtravelpath`, breadth-first from
    /// the destination).
    pub fn findtravelpath(&mut self, dest: crate::world::level::Coord) -> Option<(i32, i32)> {
        use crate::world::level::{COLNO, ROWNO};
        let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
        let mut dist = vec![u16::MAX; COLNO * ROWNO];
        let mut queue = std::collections::VecDeque::new();
        dist[idx(dest.x, dest.y)] = 0;
        queue.push_back((dest.x, dest.y));
        let known = |g: &Game, x: i32, y: i32| !matches!(g.mem.get(x, y), crate::world::display::Glyph::Unexplored);
        while let Some((x, y)) = queue.pop_front() {
            let dcur = dist[idx(x, y)];
            for d in crate::ui::keys::DIRS {
                let (px, py) = (x - d.0, y - d.1);
                if !isok(px, py) || dist[idx(px, py)] != u16::MAX {
                    continue;
                }
                if (px, py) == (self.u.ux, self.u.uy) {
                    if self.test_move(px, py, d.0, d.1, false) {
                        return Some((d.0, d.1));
                    }
                    continue;
                }
                if !known(self, px, py) || !self.test_move(px, py, d.0, d.1, false) {
                    continue;
                }
                dist[idx(px, py)] = dcur + 1;
                queue.push_back((px, py));
            }
        }
        None
    }
}

/// A door mask that lets the hero through (no door, broken or open).
pub fn door_is_open(mask: u8) -> bool {
    mask == D_NODOOR || mask & (D_BROKEN | D_ISOPEN) != 0
}

impl Game {
    /// `losehp`: the hero takes `n` damage; at 0 hit points they die,
    /// "killed by" `killer` ("a jackal", "a bolt of fire").
    pub fn losehp(&mut self, n: i32, killer: &str) {
        if self.u.upolyd() {
            // A polymorphed hero's form takes the damage; at 0 they
            // return to their own form.
            self.u.upoly.mh -= n;
            if self.u.upoly.mhmax < self.u.upoly.mh {
                self.u.upoly.mhmax = self.u.upoly.mh;
            }
            if self.u.upoly.mh < 1 {
                self.rehumanize();
            }
            return;
        }
        self.u.uhp -= n;
        if self.u.uhp > self.u.uhpmax {
            self.u.uhpmax = self.u.uhp;
        }
        if self.u.uhp < 1 {
            self.done_died(killer);
        } else if n > 0 && self.u.uhp * 10 < self.u.uhpmax && self.u.uhp < 6 {
            self.nomul();
        }
    }
}

/// The kinds of run (`context.run`), as [`Game::start_run`] takes them.
pub mod runmode {
    /// Shift and a direction: until something is in the way, following
    /// corridors.
    pub const SHIFT: u8 = 1;
    /// `g` and a direction: until anything interesting, corridor forks
    /// included.
    pub const RUSH: u8 = 2;
    /// `G` (or Ctrl) and a direction: as `g`, but corridor forks are not
    /// interesting and corridors are followed.
    pub const RUN: u8 = 3;
    /// `_`: travel.
    pub const TRAVEL: u8 = 8;
}
