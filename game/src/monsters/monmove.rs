//! Monsters' turns (monmove.c, mon.c's `movemon`, `mcalcmove`,
//! `mcalcdistress`): waking (`disturb`), fleeing (`monflee`), moving
//! toward or away from the hero (`m_move` over `mfndpos`), opening and
//! breaking doors, and attacking when next to the hero.

use crate::game::Game;
use crate::monsters::makemon::{self as mdat, boulder_at, closed_door, is_lava_at, is_pool_at};
use crate::world::level::{D_BROKEN, D_ISOPEN, D_LOCKED, D_NODOOR, isok};
use crate::world::mondata::NORMAL_SPEED;
use oxhack_defs::flags::M1;
use oxhack_defs::{MonClass, Pm, Prop, Tables};
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::DOOR;

/// `dist2`: squared distance.
pub fn dist2(x0: i32, y0: i32, x1: i32, y1: i32) -> i32 {
    (x0 - x1).pow(2) + (y0 - y1).pow(2)
}

/// `monnear`: (x, y) is next to the monster's spot (or is it).
pub fn monnear(mx: i32, my: i32, x: i32, y: i32) -> bool {
    (mx - x).abs() <= 1 && (my - y).abs() <= 1
}

/// `can_open`: has hands and is not tiny.
pub fn can_open(t: &Tables, pm: Pm) -> bool {
    !mdat::nohands(t, pm) && !crate::world::mondata::verysmall(t, pm)
}

/// Has a weapon attack (so wields a weapon when close).
fn has_weapon_attack(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).attacks.iter().any(|a| a.aatyp == oxhack_defs::AttackType::Weap)
}

/// `ranged_attk`: has an attack that works from afar (a weapon to throw,
/// breath, spit, a gaze, a spell).
pub fn ranged_attk(t: &Tables, pm: Pm) -> bool {
    use oxhack_defs::AttackType as A;
    t.mon(pm).attacks.iter().any(|a| matches!(a.aatyp, A::Weap | A::Magc | A::Brea | A::Spit | A::Gaze))
}

/// Pets and wandering monsters: `is_wanderer`.
fn is_wanderer(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags2.contains(oxhack_defs::flags::M2::WANDER)
}

/// `perceives`: sees invisible.
pub fn perceives(t: &Tables, pm: Pm) -> bool {
    t.mon(pm).mflags1.contains(M1::SEE_INVIS)
}

impl Game {
    /// `movemon`: every monster with movement left acts once. Returns
    /// whether any monster could still move.
    pub fn movemon(&mut self) -> bool {
        let ids: Vec<u32> = self.lev.monsters.iter().map(|m| m.m_id).collect();
        let mut somebody_can_move = false;
        for id in ids {
            if self.over.is_some() {
                break;
            }
            let Some(i) = self.mon_index(id) else { continue };
            let m = &mut self.lev.monsters[i];
            // A vault guard parked off the map tends its corridor once a
            // turn until the corridor can go (`gd_move` on a parked guard).
            if m.mx == 0 {
                if let Some(e) = m.egd_mut()
                    && self.moves > e.mlstmv
                {
                    e.mlstmv = self.moves;
                    self.gd_move(i);
                }
                continue;
            }
            if m.movement < NORMAL_SPEED {
                continue;
            }
            m.movement -= NORMAL_SPEED;
            if m.movement >= NORMAL_SPEED {
                somebody_can_move = true;
            }
            let (ox, oy) = (m.mx, m.my);
            // Hiders hide again, or stay hidden, instead of acting.
            if self.hider_stays_hidden(i) {
                continue;
            }
            // `dochugw`: a monster that comes into view interrupts what
            // the hero is busy with.
            let already_saw = self.occupied() && self.canspotmon(&self.lev.monsters[i]);
            let died = self.dochug(i);
            if !died && let Some(i) = self.mon_index(id) {
                self.notice_monster(i, ox, oy, already_saw);
                // A holder that ended its move away from the hero has let
                // go (`unstuck`), however it came to move.
                let m = &self.lev.monsters[i];
                if self.u.ustuck == Some(id) && !self.u.uswallow && dist2(m.mx, m.my, self.u.ux, self.u.uy) > 2 {
                    self.u.ustuck = None;
                }
            }
        }
        somebody_can_move && self.over.is_none()
    }

    /// `mcalcmove`: the movement points monster `i` gains this turn, its
    /// speed randomly rounded to a multiple of 12 as 3.6.7 does. It also
    /// does the once-a-turn upkeep (`mcalcdistress`): timed paralysis,
    /// fleeing and blindness run down, hit points regenerate.
    pub fn mcalcmove(&mut self, i: usize) -> i32 {
        let t = tables();
        self.mcalcdistress(i);
        let Some(m) = self.lev.monsters.get(i) else { return 0 };
        let mut mmove = t.mon(m.mnum).mmove as i32;
        if m.mspeed == 1 {
            mmove = (2 * mmove + 1) / 3;
        } else if m.mspeed == 2 {
            mmove = (4 * mmove + 2) / 3;
        }
        let adj = mmove % NORMAL_SPEED;
        mmove -= adj;
        if self.rng.rn2(NORMAL_SPEED) < adj {
            mmove += NORMAL_SPEED;
        }
        mmove
    }

    /// `mcalcdistress` for one monster, and `mon_regen`.
    fn mcalcdistress(&mut self, i: usize) {
        let t = tables();
        let moves = self.moves;
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        if m.mfrozen > 0 {
            m.mfrozen -= 1;
            if m.mfrozen == 0 {
                m.mcanmove = true;
            }
        }
        if m.mfleetim > 0 {
            m.mfleetim -= 1;
            if m.mfleetim == 0 {
                m.mflee = false;
            }
        }
        if m.mblinded > 0 {
            m.mblinded -= 1;
            if m.mblinded == 0 {
                m.mcansee = true;
            }
        }
        if m.mhp < m.mhpmax && (moves % 20 == 0 || t.mon(m.mnum).mflags1.contains(M1::REGEN)) {
            m.mhp += 1;
        }
        if m.mspec_used > 0 {
            m.mspec_used -= 1;
        }
        // Shapeshifters and lycanthropes (newcham.rs, were.rs).
        self.shapeshift_turn(i);
    }

    /// `disturb`: a sleeping monster near the hero may wake (not through
    /// Stealth, nymphs and leprechauns rarely; Aggravate always).
    pub fn disturb(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let d = t.mon(m.mnum);
        let near = self.vis.couldsee(m.mx, m.my) && dist2(m.mx, m.my, self.u.ux, self.u.uy) < 100;
        if !near {
            return false;
        }
        if self.u.has(Prop::Stealth) && !(m.mnum == ids::PM_ETTIN && self.rng.rn2(10) != 0) {
            return false;
        }
        let shy = matches!(d.mlet, MonClass::Nymph | MonClass::Leprechaun) || m.mnum == ids::PM_JABBERWOCK;
        if shy && self.rng.rn2(50) != 0 {
            return false;
        }
        let hiding_as_thing = matches!(
            m.appear,
            crate::world::monst::Appearance::Furniture(_) | crate::world::monst::Appearance::Object(_)
        );
        let wakes = self.u.has(Prop::AggravateMonster)
            || matches!(d.mlet, MonClass::Dog | MonClass::Human)
            || !hiding_as_thing
            || self.rng.rn2(7) == 0;
        if wakes {
            self.lev.monsters[i].msleeping = false;
        }
        wakes
    }

    /// `monflee`: monster `i` runs away for `fleetime` turns (0: until
    /// it recovers); `first` only if not already fleeing.
    pub fn monflee(&mut self, i: usize, fleetime: i32, first: bool, fleemsg: bool) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if first && m.mflee {
            return;
        }
        let (was_fleeing, cur) = (m.mflee, m.mfleetim as i32);
        let seen = self.canspotmon(m) && m.appear == crate::world::monst::Appearance::Nothing;
        let mimic = tables().mon(m.mnum).mlet == MonClass::Mimic;
        let newtim = if fleetime == 0 {
            Some(0)
        } else if !was_fleeing || cur > 0 {
            let mut f = fleetime + cur;
            if f == 1 {
                f += 1;
            }
            Some(f.min(127))
        } else {
            None
        };
        if !was_fleeing && fleemsg && seen && !mimic {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} turns to flee."));
        }
        let m = &mut self.lev.monsters[i];
        if let Some(f) = newtim {
            m.mfleetim = f as u8;
        }
        m.mflee = true;
    }

    /// `dochug`: monster `i` takes one action: wakes or sleeps on,
    /// moves, or attacks the hero. Returns true if it died.
    pub fn dochug(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return true };
        let id = m.m_id;
        if !m.mcanmove {
            return false;
        }
        if m.msleeping && !self.disturb(i) {
            return false;
        }
        // Not frozen or asleep: it scuffs what is written where it stands.
        let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        if self.lev.engr_at(mx, my).is_some() {
            self.lev.wipe_engr_at(&mut self.rng, mx, my, 1, false);
        }
        // Medusa gazes as soon as the hero could see her (`m_respond`).
        if self.medusa_gazes(i) {
            return true;
        }
        let Some(i) = self.mon_index(id) else { return true };
        let m = &mut self.lev.monsters[i];
        if m.mflee && m.mfleetim == 0 && m.mhp == m.mhpmax && self.rng.rn2(25) == 0 {
            m.mflee = false;
        }
        // Covetous monsters' tactics may move or heal it (covetous.rs).
        if crate::monsters::covetous::is_covetous(self.lev.monsters[i].mnum) {
            self.tactics(i);
        }
        // Where it thinks the hero is decides whether it attacks.
        self.set_apparxy(i);
        // Elbereth or a scroll of scare monster under the hero, or the
        // hero's sanctuary.
        let mut scared = self.distfleeck(i);
        // Healing, escapes and self-improvement by items (muse.c).
        if self.muse_dochug(i) {
            return self.mon_index(id).is_none();
        }
        let Some(i) = self.mon_index(id) else { return true };
        // Close to the hero, an armed monster takes up a weapon.
        let m = &self.lev.monsters[i];
        if !m.mpeaceful
            && dist2(m.mx, m.my, m.mux, m.muy) <= 8
            && has_weapon_attack(t, m.mnum)
            && self.mon_wield_item(i)
        {
            return false;
        }
        let m = &self.lev.monsters[i];
        let pm = m.mnum;
        let nearby = monnear(m.mx, m.my, m.mux, m.muy);
        // The quest's leader and nemesis speak to a hero next to them.
        if nearby && monnear(m.mx, m.my, self.u.ux, self.u.uy) {
            self.quest_talk(i);
            let Some(_) = self.mon_index(id) else { return true };
        }
        // Demonic blackmail (town/demon.rs).
        if nearby && self.demon_blackmail(i) {
            return true;
        }
        let Some(m) = self.lev.monsters.get(i) else { return true };
        let leprechaun_shy = t.mon(pm).mlet == MonClass::Leprechaun
            && self.u.ugold == 0
            && (m.minvent.iter().any(|o| o.otyp == ids::GOLD_PIECE) || self.rng.rn2(2) == 0);
        let wander = is_wanderer(t, pm) && self.rng.rn2(4) == 0;
        let blind_wander = !m.mcansee && self.rng.rn2(4) == 0;
        let m = &self.lev.monsters[i];
        let mut status = 0;
        if !nearby
            || m.mflee
            || scared
            || m.mconf
            || m.mstun
            || (m.minvis && self.rng.rn2(3) == 0)
            || leprechaun_shy
            || wander
            || blind_wander
            || m.mpeaceful
        {
            // A caster not attacking may cast an undirected spell instead.
            status = if self.m_undirected_cast(i) { 3 } else { self.m_move(i) };
            if status != 2
                && let Some(i) = self.mon_index(id)
            {
                scared = self.distfleeck(i);
            }
            match status {
                1 => {
                    let Some(i) = self.mon_index(id) else { return true };
                    // A monster digesting the hero moves and attacks.
                    if self.u.uswallow && self.u.ustuck == Some(id) {
                        self.swallower_moved(id);
                        return self.mattacku(i);
                    }
                    let m = &self.lev.monsters[i];
                    if self.u.ustuck == Some(id) && dist2(m.mx, m.my, self.u.ux, self.u.uy) > 2 {
                        self.u.ustuck = None;
                    }
                    // Monsters may move and then shoot; not move and hit.
                    if nearby || !ranged_attk(t, pm) || m.msleeping || !m.mcanmove {
                        return false;
                    }
                }
                2 => return true,
                _ => {}
            }
        }
        let Some(i) = self.mon_index(id) else { return true };
        let m = &self.lev.monsters[i];
        let inrange = dist2(m.mx, m.my, m.mux, m.muy) <= crate::world::level::BOLT_LIM * crate::world::level::BOLT_LIM;
        let adjacent = monnear(m.mx, m.my, m.mux, m.muy);
        let zapper = inrange && crate::monsters::muse::offensive::carries_offense(&self.lev.monsters[i]);
        if !m.mpeaceful
            && !scared
            && status != 3
            && self.u.uhp > 0
            && (adjacent || (inrange && (ranged_attk(t, pm) || zapper)))
            && self.mattacku(i)
        {
            return true;
        }
        // The vile add insults (the Wizard his taunts).
        if let Some(i) = self.mon_index(id) {
            let m = &self.lev.monsters[i];
            if inrange
                && t.mon(pm).msound == oxhack_defs::Sound::Cuss
                && !m.mpeaceful
                && self.vis.couldsee(m.mx, m.my)
                && !m.minvis
                && self.rng.rn2(5) == 0
            {
                self.cuss(i);
            }
        }
        false
    }

    /// The squares monster `i` could step to (`mfndpos`), without other
    /// monsters (pets handle those themselves) and the hero's square.
    pub fn mfndpos(&self, i: usize, allow_monsters: bool) -> Vec<(i32, i32)> {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return Vec::new() };
        let pm = m.mnum;
        let (mx, my) = (m.mx, m.my);
        let mut out = Vec::new();
        let flyer = mdat::is_flyer(t, pm) || mdat::is_floater(t, pm);
        let swimmer = mdat::is_swimmer(t, pm);
        let wallwalk = mdat::passes_walls(t, pm);
        let doorbuster = mdat::is_giant(t, pm);
        let opener = can_open(t, pm);
        let amorph = mdat::amorphous(t, pm);
        let here_door = self.lev.typ(mx, my) == DOOR && !door_passable_diag(self.lev.at(mx, my).doormask());
        // Hostile monsters may not step into the hero's sanctuary from
        // outside it (`ALLOW_SANCT` is for the peaceful, pets, priests,
        // minions and the Riders).
        let allow_sanct =
            m.mpeaceful || m.mtame > 0 || m.ispriest() || mdat::is_minion(t, pm) || crate::world::mondata::is_rider(pm);
        let sanct_check = !allow_sanct
            && self.lev.flags.has_temple
            && crate::world::level::in_rooms(&self.lev, mx, my, crate::world::level::rtype::TEMPLE).is_empty();
        for dx in -1..=1 {
            for dy in -1..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let (x, y) = (mx + dx, my + dy);
                if !isok(x, y) || (x, y) == (self.u.ux, self.u.uy) {
                    continue;
                }
                let typ = self.lev.typ(x, y);
                let rm = self.lev.at(x, y);
                if crate::world::level::is_rock(typ) || typ == oxhack_vm::terrain::IRONBARS {
                    let ok = wallwalk
                        && typ != oxhack_vm::terrain::IRONBARS
                        && rm.wall_info() & crate::world::level::W_NONPASSWALL == 0;
                    if !ok {
                        continue;
                    }
                }
                let diag = dx != 0 && dy != 0;
                if diag && here_door && !wallwalk {
                    continue;
                }
                if typ == DOOR {
                    if diag && !door_passable_diag(rm.doormask()) && !wallwalk {
                        continue;
                    }
                    if closed_door(&self.lev, x, y) && !wallwalk && !amorph {
                        let locked = rm.doormask() & D_LOCKED != 0;
                        if !(doorbuster || (opener && !locked)) {
                            continue;
                        }
                    }
                }
                if (is_pool_at(&self.lev, x, y) && !(swimmer || flyer || mdat::is_clinger(t, pm)))
                    || (is_lava_at(&self.lev, x, y) && !(flyer || mdat::likes_lava(pm)))
                {
                    continue;
                }
                if boulder_at(&self.lev, x, y) && !mdat::throws_rocks(t, pm) && !wallwalk {
                    continue;
                }
                if !allow_monsters && self.lev.monster_at(x, y).is_some() {
                    continue;
                }
                if sanct_check
                    && !crate::world::level::in_rooms(&self.lev, x, y, crate::world::level::rtype::TEMPLE).is_empty()
                    && self.in_your_sanctuary(None, x, y)
                {
                    continue;
                }
                // A scroll of scare monster keeps all but @ and minotaurs
                // off its square (`ALLOW_SSM`).
                let brave = t.mon(pm).mlet == MonClass::Human || pm == ids::PM_MINOTAUR;
                if !brave && self.onscary(x, y, m) {
                    continue;
                }
                out.push((x, y));
            }
        }
        out
    }

    /// `m_move`: monster `i` moves one square toward the hero (hostile
    /// and aware), away (fleeing) or at random (peaceful, confused,
    /// unseeing). Pets use `dog_move`. Returns 0 no move, 1 moved, 2 died,
    /// 3 did not move and may not attack.
    pub fn m_move(&mut self, i: usize) -> i32 {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return 2 };
        if m.mtame > 0 {
            return self.dog_move(i);
        }
        // Shopkeepers move their own way (`shk_move`), unless following
        // the hero out of the shop.
        if m.isshk() {
            match self.shk_move(i) {
                -2 => return 2,
                r if r >= 0 => return r,
                _ => {}
            }
        }
        let Some(m) = self.lev.monsters.get(i) else { return 2 };
        // Peaceful shopkeepers keep their posts (`shk_move` above);
        // vault guards lead the hero out (`gd_move`) and priests tend
        // their temples (`pri_move`), or move as any monster when those
        // say so.
        if m.mpeaceful && m.isshk() {
            return 0;
        }
        if m.isgd() {
            match self.gd_move(i) {
                -2 => return 2,
                r if r >= 0 => return r,
                _ => {}
            }
        }
        let Some(m) = self.lev.monsters.get(i) else { return 2 };
        if m.ispriest() {
            match self.pri_move(i) {
                -2 => return 2,
                r if r >= 0 => return r,
                _ => {}
            }
        }
        let Some(m) = self.lev.monsters.get(i) else { return 2 };
        if m.mtrapped {
            // Struggling in a trap: one chance in four of getting loose.
            if self.rng.rn2(4) == 0 {
                self.lev.monsters[i].mtrapped = false;
            }
            return 0;
        }
        let m = &self.lev.monsters[i];
        // One hiding under something mostly stays there.
        if mdat::hides_under(t, m.mnum) && self.lev.objects_at(m.mx, m.my).next().is_some() && self.rng.rn2(10) != 0 {
            return 0;
        }
        let m = &self.lev.monsters[i];
        let (omx, omy) = (m.mx, m.my);
        let pm = m.mnum;
        // It heads for where it thinks the hero is; right next to the
        // hero, it finds them, displaced or not (`mfndpos`).
        let (gx, gy) = (m.mux, m.muy);
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !m.mpeaceful && monnear(omx, omy, ux, uy) {
            let m = &mut self.lev.monsters[i];
            m.mux = ux;
            m.muy = uy;
        }
        let m = &self.lev.monsters[i];
        let mut appr = if m.mflee { -1 } else { 1 };
        let should_see = self.vis.couldsee(omx, omy) && dist2(omx, omy, gx, gy) <= 36 && self.lev.at(gx, gy).lit;
        let hero_hidden = should_see && self.u.has(Prop::Invis) && !perceives(t, pm) && self.rng.rn2(11) != 0;
        let flits = (pm == ids::PM_STALKER || matches!(t.mon(pm).mlet, MonClass::Bat | MonClass::Light))
            && self.rng.rn2(3) == 0;
        let m = &self.lev.monsters[i];
        if m.mconf || self.u.ustuck == Some(m.m_id) || !m.mcansee || hero_hidden || (m.mpeaceful && !m.isshk()) || flits
        {
            appr = 0;
        }
        let cands = self.mfndpos(i, false);
        if cands.is_empty() {
            return 0;
        }
        let mut ndist = dist2(omx, omy, gx, gy);
        // On a level of FLAGS: shortsighted, a hostile monster does not
        // head for a hero further than 12 squares off (6 out of sight).
        let far = if self.vis.couldsee(omx, omy) { 144 } else { 36 };
        if self.lev.flags.shortsighted && !self.lev.monsters[i].mpeaceful && ndist > far && appr == 1 {
            appr = 0;
        }
        let mut chcnt = 0;
        let mut chosen: Option<(i32, i32)> = None;
        for &(nx, ny) in &cands {
            let nidist = dist2(nx, ny, gx, gy);
            let nearer = nidist < ndist;
            let take = (appr == 1 && nearer) || (appr == -1 && !nearer) || chosen.is_none() || {
                if appr == 0 {
                    chcnt += 1;
                    self.rng.rn2(chcnt) == 0
                } else {
                    false
                }
            };
            if take {
                chosen = Some((nx, ny));
                ndist = nidist;
            }
        }
        let Some((nx, ny)) = chosen else { return 0 };
        if (nx, ny) == (gx, gy) && (gx, gy) != (ux, uy) && !self.lev.monsters[i].mpeaceful {
            // It attacks the hero's image, where nothing is: no move.
            return 3;
        }
        let id = self.lev.monsters[i].m_id;
        let r = self.monster_step(i, nx, ny);
        // Other things it wants (muse/pickup): picking up ends its move.
        if r == 1
            && let Some(i) = self.mon_index(id)
            && self.m_move_pickup(i)
        {
            return 3;
        }
        r
    }

    /// Moves monster `i` to (nx, ny), opening or breaking a closed door on
    /// the way, then springs any trap there. Returns 1 moved, 2 died.
    pub fn monster_step(&mut self, i: usize, nx: i32, ny: i32) -> i32 {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return 2 };
        let (omx, omy, pm, id) = (m.mx, m.my, m.mnum, m.m_id);
        if closed_door(&self.lev, nx, ny) && !mdat::passes_walls(t, pm) && !mdat::amorphous(t, pm) {
            let locked = self.lev.at(nx, ny).doormask() & D_LOCKED != 0;
            let seen = self.vis.cansee(nx, ny);
            if mdat::is_giant(t, pm) && (locked || !can_open(t, pm)) {
                if let Some(l) = self.lev.at_mut(nx, ny) {
                    l.set_doormask(D_BROKEN);
                }
                if seen {
                    self.pline("You see a door crash open.");
                } else {
                    self.pline("You hear a door crash open.");
                }
            } else {
                if let Some(l) = self.lev.at_mut(nx, ny) {
                    l.set_doormask(D_ISOPEN);
                }
                if seen {
                    self.pline("You see a door open.");
                }
            }
            self.vision_recalc();
            self.newsym(nx, ny);
        }
        let m = &mut self.lev.monsters[i];
        m.mx = nx;
        m.my = ny;
        self.newsym(omx, omy);
        self.newsym(nx, ny);
        if self.lev.t_at(nx, ny).is_some() && self.mintrap(i) {
            return 2;
        }
        let Some(i) = self.mon_index(id) else { return 2 };
        if mdat::likes_gold(t, pm) && self.lev.monsters[i].mtame == 0 {
            self.mpickgold(i);
        }
        self.rehide_after_move(i);
        1
    }

    /// `mpickgold`: a gold-loving monster picks up the gold where it
    /// stands.
    pub fn mpickgold(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (x, y) = (m.mx, m.my);
        let mut found = false;
        while let Some(k) = self.lev.objects.iter().position(|f| f.x == x && f.y == y && f.obj.otyp == ids::GOLD_PIECE)
        {
            let gold = self.lev.objects.remove(k).obj;
            let m = &mut self.lev.monsters[i];
            match m.minvent.iter_mut().find(|o| o.otyp == ids::GOLD_PIECE) {
                Some(g) => g.quan += gold.quan,
                None => m.minvent.push(gold),
            }
            found = true;
        }
        if found {
            if self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m)) {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} picks up some gold."));
            }
            self.newsym(x, y);
        }
    }
}

/// A doorway monsters may cross diagonally: no door or a broken one.
fn door_passable_diag(mask: u8) -> bool {
    mask == D_NODOOR || mask & D_BROKEN != 0
}

impl Game {
    /// `wakeup`: monster `i` is disturbed (attacked, kicked at) and
    /// wakes; attacked, it also gets angry ([`Game::setmangry`]).
    pub fn wakeup(&mut self, i: usize, via_attack: bool) {
        let Some(m) = self.lev.monsters.get_mut(i) else { return };
        m.msleeping = false;
        m.appear = crate::world::monst::Appearance::Nothing;
        if via_attack {
            self.setmangry(i, true);
        }
    }

    /// `setmangry`: a peaceful monster turns hostile. Attacking a
    /// priest of the hero's own god costs five points of alignment, one
    /// of another god gains two; any other peaceful costs one. Attacking
    /// from Elbereth is hypocrisy first. Humanoids,
    /// shopkeepers and guards in view get angry, animals growl.
    pub fn setmangry(&mut self, i: usize, via_attack: bool) {
        let t = tables();
        if via_attack {
            self.hypocrite_check(i);
        }
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !m.mpeaceful || m.mtame > 0 {
            return;
        }
        let delta = if m.ispriest() { if self.p_coaligned(m) { -5 } else { 2 } } else { -1 };
        let (mx, my, pm, speaks) = (m.mx, m.my, m.mnum, m.isshk() || m.isgd());
        self.lev.monsters[i].mpeaceful = false;
        self.set_malign_of(i);
        self.adjalign(delta);
        if via_attack {
            self.quest_leader_attacked(i);
        }
        if self.vis.couldsee(mx, my) {
            if mdat::humanoid(t, pm) || speaks {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} gets angry!"));
            } else if self.opts.verbose && !self.u.has(Prop::Deaf) {
                self.growl(i);
            }
        }
    }

    /// `setmangry`'s Elbereth rule (3.6): attacking a monster that the
    /// Elbereth underfoot keeps away (or a peaceful one) while standing
    /// on it is hypocritical; it costs alignment and the engraving fades.
    fn hypocrite_check(&mut self, i: usize) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if !self.lev.sengr_at("Elbereth", ux, uy, self.moves, true) {
            return;
        }
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !(self.onscary(ux, uy, m) || m.mpeaceful) {
            return;
        }
        self.pline("You feel like a hypocrite.");
        let n = if self.u.ualign.record > 5 { -5 } else { -self.rng.rnd(5) };
        self.adjalign(n);
        if !self.u.has(Prop::Blinded) {
            self.pline("The engraving beneath you fades.");
        }
        self.lev.del_engr_at(ux, uy);
    }

    /// `wake_nearby`: noise wakes monsters within `dist2` (squared
    /// distance) of the hero.
    pub fn wake_nearby(&mut self, dist2: i32) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        for m in &mut self.lev.monsters {
            let d = (m.mx - ux).pow(2) + (m.my - uy).pow(2);
            if d < dist2 {
                m.msleeping = false;
            }
        }
    }
}
