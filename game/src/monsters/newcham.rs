//! Monsters changing shape in play (mon.c's `newcham` with its message,
//! `decide_to_shapeshift`; zap.c's wand of polymorph on a monster with
//! its system shock; trap.c's polymorph trap under a monster).
//!
//! The form itself is chosen by the creation rules
//! ([`crate::monsters::makemon::MonCtx::newcham`]); this module adds
//! what the hero sees and the reasons a monster changes.

use crate::game::Game;
use crate::world::monst::Monst;
use oxhack_defs::{DamageType, MonClass, Pm};
use oxhack_tables::{ids, tables};

/// `resists_magm` for a monster: magic-missile breathers and attackers,
/// gray dragons, and monsters carrying a cloak of magic resistance,
/// gray dragon scales or mail, or Magicbane.
pub fn resists_magm(m: &Monst) -> bool {
    let t = tables();
    let d = t.mon(m.mnum);
    if d.attacks.iter().any(|a| a.adtyp == DamageType::Magm)
        || m.mnum == ids::PM_BABY_GRAY_DRAGON
        || m.mnum == ids::PM_GRAY_DRAGON
    {
        return true;
    }
    m.minvent.iter().any(|o| {
        matches!(o.otyp, ids::CLOAK_OF_MAGIC_RESISTANCE | ids::GRAY_DRAGON_SCALES | ids::GRAY_DRAGON_SCALE_MAIL)
            && !o.owornmask.is_empty()
            || o.oartifact == Some(ids::ART_MAGICBANE)
    })
}

/// `sticks`: the kind holds on to what it hits (sticky, wrapping or
/// hugging attacks).
fn sticks(pm: Pm) -> bool {
    tables()
        .mon(pm)
        .attacks
        .iter()
        .any(|a| matches!(a.adtyp, DamageType::Stck | DamageType::Wrap) || a.aatyp == oxhack_defs::AttackType::Hugs)
}

/// A vampire in another shape (`is_vampshifter`).
fn is_vampshifter(m: &Monst) -> bool {
    matches!(m.cham, Some(ids::PM_VAMPIRE | ids::PM_VAMPIRE_LORD | ids::PM_VLAD_THE_IMPALER))
}

impl Game {
    /// `newcham(mtmp, mdat, polyspot, msg)`: monster `i` takes the form
    /// `mdat` (or one of its choosing), and with `msg` a seen monster's
    /// change is told: "The jackal turns into a newt!".
    pub fn newcham_msg(&mut self, i: usize, mdat: Option<Pm>, msg: bool) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let seen_before = self.canspotmon(m);
        let oldname = self.monnam_cap(i);
        let (l_oldname, olddata) = (self.mon_nam(i), m.mnum);
        let changed = self.with_mon(|c, lev| c.newcham(lev, i, mdat));
        if !changed {
            return false;
        }
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.newsym(x, y);
        if msg {
            let seen_now = self.canspotmon(&self.lev.monsters[i]);
            let newname = if seen_now {
                crate::objects::objnam::an(&tables().mon(self.lev.monsters[i].mnum).name)
            } else {
                "it".to_string()
            };
            match (seen_before, seen_now) {
                (true, false) => self.pline(format!("{oldname} disappears!")),
                (false, true) => self.pline(format!("{} appears!", crate::world::display::capitalize(&newname))),
                (true, true) => self.pline(format!("{oldname} turns into {newname}!")),
                _ => {}
            }
        }
        // What no longer fits its new body breaks or falls.
        self.mon_fit_new_form(i);
        // A wall-walker turned solid inside rock is pushed out to the
        // nearest free square.
        let (x, y, pm) = (self.lev.monsters[i].mx, self.lev.monsters[i].my, self.lev.monsters[i].mnum);
        if crate::world::level::is_rock(self.lev.typ(x, y))
            && !crate::monsters::makemon::passes_walls(tables(), pm)
            && !tables().mon(pm).mflags1.contains(oxhack_defs::flags::M1::TUNNEL)
            && self.u.ustuck != Some(self.lev.monsters[i].m_id)
            && let Some(c) = self.enexto_free(x, y, pm)
        {
            self.lev.monsters[i].mx = c.x;
            self.lev.monsters[i].my = c.y;
            self.newsym(x, y);
            self.newsym(c.x, c.y);
        }
        self.newcham_stuck(i, olddata, &l_oldname);
        true
    }

    /// The end of `newcham` for a monster holding or swallowing the hero:
    /// a form that cannot engulf lets the hero out ("You break out of the
    /// purple worm!", leaving it almost dead when its new body is solid),
    /// and one that cannot stick lets go.
    fn newcham_stuck(&mut self, i: usize, olddata: Pm, l_oldname: &str) {
        use crate::monsters::makemon::{amorphous, attacktype, is_animal, is_whirly, noncorporeal};
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        if self.u.ustuck != Some(m.m_id) {
            return;
        }
        let mdat = m.mnum;
        if self.u.uswallow {
            if attacktype(t, mdat, oxhack_defs::AttackType::Engl) {
                return;
            }
            if !noncorporeal(t, mdat) && !amorphous(t, mdat) && !is_whirly(t, mdat) && mdat != ids::PM_YELLOW_LIGHT {
                let how = if amorphous(t, olddata) || is_whirly(t, olddata) { "emerge from" } else { "break out of" };
                let trail = if is_animal(t, mdat) { "'s stomach" } else { "" };
                self.pline(format!("You {how} {l_oldname}{trail}!"));
                self.lev.monsters[i].mhp = 1;
            }
            self.expels(i, false);
        } else if !sticks(mdat) && !sticks(self.u.youmonst_data()) {
            self.u.ustuck = None;
        }
    }

    /// The wand (or spell) of polymorph hits monster `i` (bhitm):
    /// magic resistance shrugs it off, a failed resistance roll changes
    /// the monster, one time in 25 killing a natural one by system shock
    /// ("The jackal shudders!"). Returns whether the wand is now known.
    pub fn bhitm_polymorph(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if resists_magm(m) || self.resist_wand(i) {
            return false;
        }
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let seen = self.canspotmon(m);
        if m.cham.is_none() && self.rng.rn2(25) == 0 {
            if seen {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} shudders!"));
            }
            self.xkilled_nocorpse(i);
            return seen;
        }
        let give_msg = seen && !self.u.has(oxhack_defs::Prop::Halluc);
        let cham = m.cham;
        let changed =
            self.newcham_msg(i, None, give_msg) || cham.is_some_and(|c| self.newcham_msg(i, Some(c), give_msg));
        changed && give_msg
    }

    /// A monster steps on a polymorph trap: as the wand, without system
    /// shock or a message. Returns whether it changed.
    pub fn mintrap_poly(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if resists_magm(m) || self.resist_wand(i) {
            return false;
        }
        self.newcham_msg(i, None, false)
    }

    /// The monster's once-a-turn shape changes (`mcalcdistress`):
    /// shapeshifters (`decide_to_shapeshift`) and were-creatures
    /// (`were_change`).
    pub fn shapeshift_turn(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.cham.is_some() {
            let msg = self.canspotmon(m);
            self.decide_to_shapeshift(i, msg);
        }
        self.were_change(i);
    }

    /// `decide_to_shapeshift`: a chameleon changes one turn in six; a
    /// vampire in another shape goes back to its own when hurt, and in
    /// its own shape, healthy and unseen, may take another.
    fn decide_to_shapeshift(&mut self, i: usize, msg: bool) {
        let Some(m) = self.lev.monsters.get(i).cloned() else { return };
        let t = tables();
        let mut form = None;
        let dochng = if !is_vampshifter(&m) {
            self.rng.rn2(6) == 0
        } else if t.mon(m.mnum).mlet != MonClass::Vampire {
            if m.mhp <= (m.mhpmax + 5) / 6 && self.rng.rn2(4) != 0 {
                form = m.cham;
                true
            } else {
                false
            }
        } else {
            let far = !self.canseemon_at(&m) || (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2) > 64;
            m.mhp >= 9 * m.mhpmax / 10 && self.rng.rn2(6) == 0 && far
        };
        if dochng {
            self.newcham_msg(i, form, msg);
        }
    }

    /// Whether the hero sees monster `m` (for the vampires' shifting).
    fn canseemon_at(&self, m: &Monst) -> bool {
        self.canspotmon(m)
    }

    /// Killed outright by system shock: no corpse.
    fn xkilled_nocorpse(&mut self, i: usize) {
        let before = self.lev.objects.len();
        let (x, y) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        let pm = self.lev.monsters[i].mnum;
        self.xkilled(i);
        // xkilled may leave a corpse; system shock leaves none.
        let mut k = before;
        while k < self.lev.objects.len() {
            let f = &self.lev.objects[k];
            if (f.x, f.y) == (x, y) && f.obj.otyp == ids::CORPSE && f.obj.corpsenm == Some(pm) {
                self.lev.objects.remove(k);
            } else {
                k += 1;
            }
        }
        self.newsym(x, y);
    }
}
