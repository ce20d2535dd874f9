//! The Wizard of Yendor's harassment (wizard.c): once he has died, every
//! so often (`u.udg_cnt`) something intervenes (`intervene`): vague
//! nervousness, a black glow cursing items, aggravation, nasty monsters,
//! or the Wizard himself back (`resurrect`). Carrying the Amulet may
//! wake him (`amulet`) and warms the Amulet near a portal.

use crate::game::Game;
use crate::monsters::makemon::{MmFlags, NASTIES};
use crate::monsters::wizard::mon_has_amulet;
use crate::world::obj::Worn;
use dgn_comp::roles::LevelRole;
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

/// What `intervene` did, for tests and the curious.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intervention {
    Nervous,
    Curse,
    Aggravate,
    Nasties,
    Resurrect,
}

impl Game {
    /// Once a turn (`moveloop`): the Amulet's effects while carried, and
    /// the harassment's clock after the Wizard's first death.
    pub fn wizard_turn(&mut self) {
        if self.u.invent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR) {
            self.amulet();
        }
        if self.u.uevent.udemigod && !self.life.uinvulnerable {
            if self.u.uevent.udg_cnt > 0 {
                self.u.uevent.udg_cnt -= 1;
            }
            if self.u.uevent.udg_cnt <= 0 {
                self.intervene();
                self.u.uevent.udg_cnt = self.rng.rn1(200, 50);
            }
        }
    }

    /// `amulet`: a worn or wielded Amulet feels warm near a magic portal;
    /// a sleeping Wizard may notice it has been taken.
    pub fn amulet(&mut self) {
        let held = self
            .u
            .invent
            .iter()
            .position(|o| o.otyp == ids::AMULET_OF_YENDOR && o.owornmask.intersects(Worn::AMUL | Worn::WEP));
        if let Some(a) = held
            && self.rng.rn2(15) == 0
        {
            let nc = self.name_ctx();
            let amu = crate::world::display::capitalize(&crate::objects::objnam::the(&crate::objects::objnam::xname(
                &nc,
                &self.u.invent[a],
            )));
            let (ux, uy) = (self.u.ux, self.u.uy);
            if let Some(t) = self.lev.traps.iter().find(|t| t.ttyp == crate::world::level::ttyp::MAGIC_PORTAL) {
                let du = (t.tx - ux).pow(2) + (t.ty - uy).pow(2);
                let feel = if du <= 9 {
                    Some("hot!")
                } else if du <= 64 {
                    Some("very warm.")
                } else if du <= 144 {
                    Some("warm.")
                } else {
                    None
                };
                if let Some(f) = feel {
                    self.pline(format!("{amu} feels {f}"));
                }
            }
        }
        if self.env.no_of_wizards == 0 {
            return;
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        for k in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[k];
            if m.iswiz && m.msleeping && self.rng.rn2(40) == 0 {
                let near = (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1;
                self.lev.monsters[k].msleeping = false;
                if !near {
                    self.pline("You get the creepy feeling that somebody noticed your taking the Amulet.");
                }
                return;
            }
        }
    }

    /// `intervene`: one of the gods' harassments (on the Astral Plane
    /// never the nervousness of case 0 nor the Wizard's return).
    pub fn intervene(&mut self) -> Intervention {
        let astral = crate::world::dungeon::role_level(&self.layout, LevelRole::Astral) == Some(self.u.uz);
        let which = if astral { self.rng.rnd(4) } else { self.rng.rn2(6) };
        match which {
            0 | 1 => {
                self.pline("You feel vaguely nervous.");
                Intervention::Nervous
            }
            2 => {
                if !self.u.has(Prop::Blinded) {
                    self.pline("You notice a black glow surrounding you.");
                }
                self.rndcurse();
                Intervention::Curse
            }
            3 => {
                self.aggravate();
                Intervention::Aggravate
            }
            4 => {
                self.nasty_around_you();
                Intervention::Nasties
            }
            _ => {
                self.resurrect();
                Intervention::Resurrect
            }
        }
    }

    /// `nasty(NULL)`: nasty monsters appear around the hero, more for a
    /// more experienced one. Returns how many.
    pub fn nasty_around_you(&mut self) -> i32 {
        let t = tables();
        let ulev = self.u.ulevel();
        let tmp = if ulev > 3 { ulev / 3 } else { 1 };
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut count = 0;
        let mut left = self.rng.rnd(tmp);
        while left > 0 && count < 10 {
            left -= 1;
            for _ in 0..20 {
                let pm = NASTIES[self.rng.rn2(NASTIES.len() as i32) as usize];
                let Some(c) = self.with_mon(|ctx, lev| ctx.enexto(lev, ux, uy, Some(pm))) else { continue };
                let made = self
                    .with_mon(|ctx, lev| ctx.makemon(lev, Some(pm), c.x, c.y, MmFlags::empty()))
                    .or_else(|| self.with_mon(|ctx, lev| ctx.makemon(lev, None, c.x, c.y, MmFlags::empty())));
                if let Some(k) = made {
                    let nm = &mut self.lev.monsters[k];
                    nm.msleeping = false;
                    nm.mpeaceful = false;
                    nm.mtame = 0;
                    count += 1;
                    // Without a caster, the alignment to match is none.
                    if t.mon(self.lev.monsters[k].mnum).maligntyp == 0 {
                        break;
                    }
                }
            }
        }
        count
    }

    /// `resurrect`: the Wizard comes back: a new one beside the hero when
    /// none is left, else one waiting on another level (not holding the
    /// Amulet) comes here. "So thou thought thou couldst kill me, fool."
    pub fn resurrect(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let (verb, k) = if self.env.no_of_wizards <= 0 {
            let made = self.enexto_free(ux, uy, ids::PM_WIZARD_OF_YENDOR).and_then(|c| {
                self.with_mon(|ctx, lev| {
                    ctx.makemon(lev, Some(ids::PM_WIZARD_OF_YENDOR), c.x, c.y, MmFlags::NO_MINVENT)
                })
            });
            if let Some(k) = made {
                self.lev.monsters[k].mrevived = true;
            }
            ("kill", made)
        } else {
            let mut found = None;
            for (_, saved) in self.levels.iter_mut() {
                if let Some(p) = saved.level.monsters.iter().position(|m| m.iswiz && !mon_has_amulet(m)) {
                    found = Some(saved.level.monsters.remove(p));
                    break;
                }
            }
            let placed = found.and_then(|mut m| {
                let c = self.enexto_free(ux, uy, m.mnum)?;
                m.mx = c.x;
                m.my = c.y;
                m.msleeping = false;
                self.lev.monsters.push(m);
                Some(self.lev.monsters.len() - 1)
            });
            ("elude", placed)
        };
        let Some(k) = k else { return false };
        let m = &mut self.lev.monsters[k];
        m.mtame = 0;
        m.mpeaceful = false;
        m.msleeping = false;
        let (x, y) = (m.mx, m.my);
        self.newsym(x, y);
        if !self.u.has(Prop::Deaf) {
            self.pline("A voice booms out...");
            self.pline(format!("\"So thou thought thou couldst {verb} me, fool.\""));
        }
        true
    }
}
