//! How pets move (dogmove.c): hunger (`dog_hunger`), choosing a goal
//! (food nearby, else the hero: `dog_goal`), fighting monsters in the way
//! (`mattackm`), breathing, spitting and gazing at a monster lined up
//! (`best_target`), shunning cursed objects, and eating (`dog_eat`).

use crate::game::Game;
use crate::monsters::dog::{DOG_SATIATED, DogFood, dog_nutrition, dogfood};
use crate::monsters::monmove::dist2;
use oxhack_defs::Sound;
use oxhack_defs::flags::M1;
use oxhack_tables::{ids, tables};

/// How far a pet looks for food (`SQSRCHRADIUS`).
const SQSRCHRADIUS: i32 = 5;

impl Game {
    /// `dog_hunger`: a pet long unfed gets confused and weak, then
    /// starves. Returns true if it died.
    fn dog_hunger(&mut self, i: usize) -> bool {
        let t = tables();
        let moves = self.moves;
        let Some(m) = self.lev.monsters.get(i) else { return true };
        if moves <= m.hungrytime + 500 {
            return false;
        }
        let eats = t.mon(m.mnum).mflags1.intersects(M1::CARNIVORE | M1::HERBIVORE);
        if !eats {
            self.lev.monsters[i].hungrytime = moves + 500;
            return false;
        }
        let seen = self.canspotmon(m);
        if !m.mconf && moves <= m.hungrytime + 750 {
            let m = &mut self.lev.monsters[i];
            m.mconf = true;
            m.mhpmax = (m.mhpmax / 3).max(1);
            m.mhp = m.mhp.min(m.mhpmax);
            let name = self.monnam_cap(i);
            if seen {
                self.pline(format!("{name} is confused from hunger."));
            } else {
                let name = self.mon_nam(i);
                self.pline(format!("You feel worried about {name}."));
            }
            self.nomul();
            false
        } else if moves > m.hungrytime + 750 {
            if seen {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} starves."));
            } else {
                self.pline("You feel sad for a moment.");
            }
            self.mondead(i);
            true
        } else {
            false
        }
    }

    /// `dog_eat`: pet `i` eats the floor object `fi` at its feet.
    fn dog_eat(&mut self, i: usize, fi: usize) {
        let t = tables();
        let Some(f) = self.lev.objects.get(fi) else { return };
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (nutrit, meating) = dog_nutrition(t, m, &f.obj);
        let mut obj = self.lev.objects.remove(fi).obj;
        let seen = self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m));
        let moves = self.moves;
        let m = &mut self.lev.monsters[i];
        if m.hungrytime < moves {
            m.hungrytime = moves;
        }
        m.hungrytime += nutrit;
        m.meating = meating;
        if m.mconf && m.hungrytime > moves {
            // Fed again: hunger's confusion passes.
            m.mconf = false;
        }
        let (x, y) = (m.mx, m.my);
        if seen {
            obj.quan = 1;
            let name = self.monnam_cap(i);
            let what = crate::objects::objnam::an(&self.xname_of(&obj));
            self.pline(format!("{name} eats {what}."));
        }
        self.newsym(x, y);
    }

    /// `dog_goal`: where pet `i` heads (food it wants nearby, else the
    /// hero) and how (`appr`: 1 toward, 0 anywhere, -1 away).
    fn dog_goal(&mut self, i: usize) -> ((i32, i32), i32, bool) {
        let t = tables();
        let m = &self.lev.monsters[i];
        let (omx, omy) = (m.mx, m.my);
        let moves = self.moves;
        let hungry = m.hungrytime <= moves;
        let mut best: Option<((i32, i32), DogFood)> = None;
        for f in &self.lev.objects {
            if (f.x - omx).abs() > SQSRCHRADIUS || (f.y - omy).abs() > SQSRCHRADIUS {
                continue;
            }
            let kind = dogfood(t, m, &f.obj, moves);
            if kind >= DogFood::ManFood {
                continue;
            }
            if self.lev.objects_at(f.x, f.y).any(|o| o.cursed) {
                continue;
            }
            let better = match best {
                None => true,
                Some((g, k)) => kind < k || dist2(f.x, f.y, omx, omy) < dist2(g.0, g.1, omx, omy),
            };
            if better {
                best = Some(((f.x, f.y), kind));
            }
        }
        if let Some((g, k)) = best
            && (k == DogFood::DogFood || hungry)
        {
            return (g, 1, true);
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let udist = dist2(omx, omy, ux, uy);
        let mut appr = if udist >= 9 {
            1
        } else if m.mflee {
            -1
        } else {
            0
        };
        let in_room = self.lev.typ(ux, uy) == oxhack_vm::terrain::ROOM;
        if udist > 1 && (!in_room || self.rng.rn2(4) == 0) {
            appr = 1;
        }
        if appr == 0 {
            let m = &self.lev.monsters[i];
            if self.u.invent.iter().any(|o| dogfood(t, m, o, moves) == DogFood::DogFood) {
                appr = 1;
            }
        }
        let on_stairs = matches!(self.lev.typ(ux, uy), oxhack_vm::terrain::STAIRS | oxhack_vm::terrain::LADDER);
        if on_stairs {
            appr = 1;
        }
        ((ux, uy), appr, false)
    }

    /// Whether pet `i` declines to attack monster `j` (`dog_move`'s list:
    /// much stronger foes, floating eyes, cubes, peacefuls when weak,
    /// petrifiers, shopkeepers, priests and guards).
    fn pet_shuns(&mut self, i: usize, j: usize) -> bool {
        let t = tables();
        let (me, them) = (&self.lev.monsters[i], &self.lev.monsters[j]);
        let tp = t.mon(them.mnum);
        if them.mtame > 0 {
            return true;
        }
        if them.m_lev as i32 >= me.m_lev as i32 + 2 {
            return true;
        }
        if them.isshk() || them.ispriest() || them.isgd() {
            return true;
        }
        let (weak, peaceful, guardian) =
            (me.mhp * 4 < me.mhpmax, them.mpeaceful, matches!(tp.msound, Sound::Guardian | Sound::Leader));
        let petrifier = matches!(them.mnum, ids::PM_COCKATRICE | ids::PM_CHICKATRICE | ids::PM_MEDUSA)
            && !t.mon(me.mnum).mresists.contains(oxhack_defs::flags::Mr::STONE);
        let eye = them.mnum == ids::PM_FLOATING_EYE && me.mcansee && them.mcansee && !them.minvis;
        let cube = them.mnum == ids::PM_GELATINOUS_CUBE;
        if eye && self.rng.rn2(10) != 0 {
            return true;
        }
        if cube && self.rng.rn2(10) != 0 {
            return true;
        }
        ((weak || guardian) && peaceful) || petrifier
    }

    /// `dog_move`: pet `i` moves: eats, fights what is in its way, or
    /// goes toward its goal. Returns 0 no move, 1 moved, 2 died, 3 busy.
    pub fn dog_move(&mut self, i: usize) -> i32 {
        let t = tables();
        let Some(m) = self.lev.monsters.get_mut(i) else { return 2 };
        if m.meating > 0 {
            m.meating -= 1;
            return 3;
        }
        if self.dog_hunger(i) {
            return 2;
        }
        let m = &self.lev.monsters[i];
        let (id, omx, omy) = (m.m_id, m.mx, m.my);
        let ((gx, gy), appr, _food_goal) = self.dog_goal(i);
        let cands = self.mfndpos(i, true);
        let uncursed = cands.iter().filter(|&&(x, y)| !self.lev.objects_at(x, y).any(|o| o.cursed)).count() as i32;
        let mut nix = omx;
        let mut niy = omy;
        let mut nidist = dist2(nix, niy, gx, gy);
        let mut chcnt = 0;
        let mut do_eat = None;
        let mut reluctant = false;
        for &(nx, ny) in &cands {
            if let Some(j) = self.lev.monsters.iter().position(|o| o.mx == nx && o.my == ny && o.m_id != id) {
                if self.pet_shuns(i, j) {
                    continue;
                }
                let did = self.lev.monsters[j].m_id;
                let res = self.mattackm(i, j);
                if res.agr_died {
                    return 2;
                }
                if res.hit
                    && !res.def_died
                    && self.rng.rn2(4) != 0
                    && let (Some(a), Some(d)) = (self.mon_index(did), self.mon_index(id))
                {
                    let back = self.mattackm(a, d);
                    if back.def_died {
                        return 2;
                    }
                }
                return 0;
            }
            if let Some(tr) = self.lev.t_at(nx, ny)
                && tr.tseen
                && self.rng.rn2(40) != 0
            {
                continue;
            }
            let m = &self.lev.monsters[i];
            let moves = self.moves;
            let mut cursed_here = false;
            let mut food_here = None;
            for (k, f) in self.lev.objects.iter().enumerate().rev() {
                if f.x != nx || f.y != ny {
                    continue;
                }
                if f.obj.cursed {
                    cursed_here = true;
                } else {
                    let kind = dogfood(t, m, &f.obj, moves);
                    if kind < DogFood::ManFood
                        && (kind < DogFood::AccFood || m.hungrytime <= moves)
                        && m.hungrytime < moves + DOG_SATIATED
                    {
                        food_here = Some(k);
                        break;
                    }
                }
            }
            if let Some(k) = food_here {
                nix = nx;
                niy = ny;
                do_eat = Some(k);
                reluctant = false;
                break;
            }
            if cursed_here && uncursed > 0 && self.rng.rn2(13 * uncursed) != 0 {
                continue;
            }
            let ndist = dist2(nx, ny, gx, gy);
            let j = (ndist - nidist) * appr;
            let take = (j == 0 && {
                chcnt += 1;
                self.rng.rn2(chcnt) == 0
            }) || j < 0
                || (j > 0 && ((omx == nix && omy == niy && self.rng.rn2(3) == 0) || self.rng.rn2(12) == 0));
            if take {
                nix = nx;
                niy = ny;
                nidist = ndist;
                if j < 0 {
                    chcnt = 0;
                }
                reluctant = cursed_here;
            }
        }
        // Before moving: a ranged attack at the best target in line.
        if self.pet_ranged_attack(i) {
            return 2;
        }
        let Some(i) = self.mon_index(id) else { return 2 };
        if (nix, niy) == (omx, omy) {
            return 0;
        }
        if reluctant && self.lev.monsters.get(i).is_some_and(|m| self.canspotmon(m)) {
            let name = self.monnam_cap(i);
            self.pline(format!("{name} moves only reluctantly."));
        }
        let eat_spot = do_eat.map(|k| (self.lev.objects[k].obj.o_id, k));
        let r = self.monster_step(i, nix, niy);
        if r == 2 {
            return 2;
        }
        if let Some((oid, _)) = eat_spot
            && let Some(i) = self.mon_index(id)
            && let Some(k) = self.lev.objects.iter().position(|f| f.obj.o_id == oid && f.x == nix && f.y == niy)
        {
            self.dog_eat(i, k);
        }
        1
    }
}

impl Game {
    /// The ranged part of `dog_move`: a pet that can breathe, spit or
    /// gaze does so at the best target lined up with it (hungry, one time
    /// in five), and the target may strike back. Returns whether the pet
    /// died.
    fn pet_ranged_attack(&mut self, i: usize) -> bool {
        use oxhack_defs::AttackType as A;
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return true };
        if !t.mon(m.mnum).attacks.iter().any(|a| matches!(a.aatyp, A::Brea | A::Spit | A::Gaze)) {
            return false;
        }
        let (id, hungry) = (m.m_id, self.moves > m.hungrytime + 300);
        let Some(j) = self.best_target(i) else { return false };
        if hungry && self.rng.rn2(5) != 0 {
            return false;
        }
        let did = self.lev.monsters[j].m_id;
        let res = self.mattackm(i, j);
        if res.agr_died {
            return true;
        }
        if res.hit
            && !res.def_died
            && self.rng.rn2(4) != 0
            && let (Some(d), Some(a)) = (self.mon_index(did), self.mon_index(id))
        {
            // It saw where that came from.
            let m = &self.lev.monsters[d];
            if m.mcansee && crate::monsters::muse::haseyes(tables(), m.mnum) && self.mattackm(d, a).def_died {
                return true;
            }
        }
        false
    }

    /// `best_target`: the monster pet `i` would most like to attack from
    /// afar: the first one it sees in each of the eight directions within
    /// seven squares, scored (`score_targ`); none scoring below zero.
    fn best_target(&mut self, i: usize) -> Option<usize> {
        let m = self.lev.monsters.get(i)?;
        if !m.mcansee {
            return None;
        }
        let mut best: Option<(i64, usize)> = None;
        for (dx, dy, _, _) in crate::ui::keys::DIRS {
            let Some(j) = self.find_targ(i, dx, dy, 7) else { continue };
            let score = self.score_targ(i, j);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, j));
            }
        }
        best.filter(|&(s, _)| s >= 0).map(|(_, j)| j)
    }

    /// `find_targ`: the first monster pet `i` sees from where it is in
    /// direction (dx, dy) within `maxdist`; not past where it thinks the
    /// hero is.
    fn find_targ(&self, i: usize, dx: i32, dy: i32, maxdist: i32) -> Option<usize> {
        let t = tables();
        let m = &self.lev.monsters[i];
        let (mut x, mut y) = (m.mx, m.my);
        for _ in 0..maxdist {
            x += dx;
            y += dy;
            if !crate::world::level::isok(x, y) || !self.vis.clear_path(m.mx, m.my, x, y) {
                return None;
            }
            if (x, y) == (m.mux, m.muy) || (x, y) == (self.u.ux, self.u.uy) {
                return None;
            }
            if let Some(j) = self.lev.monsters.iter().position(|o| o.mx == x && o.my == y) {
                let o = &self.lev.monsters[j];
                if (!o.minvis || crate::monsters::monmove::perceives(t, m.mnum)) && !o.mundetected {
                    return Some(j);
                }
            }
        }
        None
    }

    /// `find_friends`: the hero or another pet stands beyond target `j`
    /// in pet `i`'s line, within `maxdist` of the pet.
    fn find_friends(&self, i: usize, j: usize, maxdist: i32) -> bool {
        let t = tables();
        let (m, tg) = (&self.lev.monsters[i], &self.lev.monsters[j]);
        let (dx, dy) = ((tg.mx - m.mx).signum(), (tg.my - m.my).signum());
        let (mut x, mut y) = (tg.mx, tg.my);
        let mut dist = crate::monsters::mthrowu::distmin(tg.mx, tg.my, m.mx, m.my);
        while dist <= maxdist {
            dist += 1;
            x += dx;
            y += dy;
            if !crate::world::level::isok(x, y) || !self.vis.clear_path(m.mx, m.my, x, y) {
                return false;
            }
            if (x, y) == (m.mux, m.muy) || (x, y) == (self.u.ux, self.u.uy) {
                return true;
            }
            if let Some(p) = self.lev.monster_at(x, y) {
                let sound = t.mon(p.mnum).msound;
                if (p.mtame > 0 && (!p.minvis || crate::monsters::monmove::perceives(t, m.mnum)))
                    || matches!(sound, Sound::Leader | Sound::Guardian)
                {
                    return true;
                }
            }
        }
        false
    }

    /// `score_targ`: how much pet `i` wants to shoot at monster `j`:
    /// never at quest friends, the adjacent, the tame, or with a friend
    /// behind; rather at the hostile, strong and healthy than the passive,
    /// the puny or the overwhelming.
    fn score_targ(&mut self, i: usize, j: usize) -> i64 {
        let t = tables();
        let mut score: i64 = 0;
        if !self.lev.monsters[i].mconf || self.rng.rn2(3) == 0 {
            let (m, tg) = (&self.lev.monsters[i], &self.lev.monsters[j]);
            let faith = |x: &crate::world::monst::Monst| match &x.mextra {
                Some(crate::world::monst::MExtra::Minion(e)) => Some(e.min_align),
                Some(crate::world::monst::MExtra::Priest(e)) => Some(e.shralign),
                _ => None,
            };
            if matches!(t.mon(tg.mnum).msound, Sound::Leader | Sound::Guardian) {
                return -5000;
            }
            if faith(m).is_some() && faith(m) == faith(tg) && tg.mpeaceful {
                return -5000;
            }
            if crate::monsters::mthrowu::distmin(m.mx, m.my, tg.mx, tg.my) <= 1 || tg.mtame > 0 {
                return -3000;
            }
            if self.find_friends(i, j, 15) {
                return -3000;
            }
            let (m, tg) = (&self.lev.monsters[i], &self.lev.monsters[j]);
            if !tg.mpeaceful {
                score += 10;
            }
            if t.mon(tg.mnum).attacks.first().is_some_and(|a| a.aatyp == oxhack_defs::AttackType::None) {
                score -= 1000;
            }
            let (ml, tl, ul) = (m.m_lev as i64, tg.m_lev as i64, self.u.ulevel() as i64);
            if (tl < 2 && ml > 5) || (ml > 12 && tl < ml - 9 && ul > 8 && tl < ul - 7) {
                score -= 25;
            }
            if tl > ml + 4 {
                score -= (tl - ml) * 20;
            }
            score += tl * 2 + tg.mhp as i64 / 3;
        }
        score += self.rng.rnd(5) as i64;
        if self.lev.monsters[i].mconf && self.rng.rn2(3) == 0 {
            score -= 1000;
        }
        score
    }
}
