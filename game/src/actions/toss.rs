//! Throwing or firing straight up or down (dothrow.c's `toss_up` and
//! `hitfloor`): what goes up comes down on the hero's head, then lands at
//! their feet; what is thrown down hits the floor there. Objects of
//! detonation explode where they land, on the hero or not.
//!
//! The property document's fix for self-hits: DynaHack works out the
//! weapon properties of a falling object with no aggressor, so a bow of
//! frost's arrows fired upward lose their frost on the way down. Here
//! the hero is the aggressor for finding the launcher, so fire, frost and
//! draining from the object or its launcher strike the hero it falls on.
//!
//! Gaps: a falling potion simply shatters (no vapors or splash), and
//! eggs and cream pies do not blind or stone.

use crate::actions::dothrow::breaktest;
use crate::combat::uhitm::HitHow;
use crate::game::Game;
use crate::objects::weapon::{dmgval, is_weapon_obj};
use crate::world::display::capitalize;
use crate::world::obj::{Obj, Worn};
use oxhack_defs::Prop;
use oxhack_tables::tables;
use oxhack_vm::terrain::{ALTAR, FOUNTAIN, GRAVE, ICE, LAVAPOOL, MOAT, POOL, WATER};

impl Game {
    /// `surface`: what the hero would hit at (x, y) ("floor", "ground",
    /// "water", "altar"...).
    pub fn surface(&self, x: i32, y: i32) -> &'static str {
        let typ = self.lev.typ(x, y);
        match typ {
            POOL | MOAT | WATER => "water",
            LAVAPOOL => "lava",
            ICE => "ice",
            ALTAR => "altar",
            FOUNTAIN => "fountain",
            GRAVE => "headstone",
            _ if crate::world::level::is_room(typ)
                || crate::world::level::is_wall(typ)
                || typ == oxhack_vm::terrain::DOOR
                || typ == oxhack_vm::terrain::SDOOR =>
            {
                "floor"
            }
            _ => "ground",
        }
    }

    /// `toss_up`: `obj`, thrown or fired upward (`launcher`: the bow it
    /// was fired from), hits the ceiling (`hitsroof`, else almost) and
    /// falls back on the hero's head, then to the floor.
    pub fn toss_up(&mut self, obj: Obj, hitsroof: bool, launcher: Option<&Obj>, how: HitHow) {
        let t = tables();
        let name = capitalize(&self.doname(&obj));
        if hitsroof && breaktest(t, &obj) {
            self.pline(format!("{name} hits the ceiling."));
            let (ux, uy) = (self.u.ux, self.u.uy);
            self.breakmsg(&obj, ux, uy);
            return;
        }
        let almost = if hitsroof { "" } else { " almost" };
        self.pline(format!("{name}{almost} hits the ceiling, then falls back on top of your head."));
        if breaktest(t, &obj) {
            let (ux, uy) = (self.u.ux, self.u.uy);
            self.breakmsg(&obj, ux, uy);
            return;
        }
        let helmet = self.u.worn(Worn::ARMH).map(|h| self.u.invent[h].clone());
        let hard =
            helmet.as_ref().is_some_and(|h| t.obj(h.otyp).material.is_some_and(crate::combat::trap::is_metallic));
        let mut dmg = if is_weapon_obj(t, &obj) { dmgval(t, &mut self.rng, &obj, self.u.youmonst_data()) } else { 0 };
        if dmg == 0 {
            // Not a weapon: its weight does the damage.
            let owt = t.obj(obj.otyp).weight as i32 * obj.quan.clamp(1, 1000) as i32;
            dmg = (owt / 100).clamp(1, 6);
        }
        if dmg > 1 && hard {
            dmg = 1;
        }
        // Weapon properties after the helmet's protection, not before.
        let (extra, said) = self.oprop_self_hit(&obj, launcher, how);
        dmg += extra;
        if self.u.has(Prop::HalfPhdam) {
            dmg = (dmg + 1) / 2;
        }
        if let Some(h) = &helmet {
            if hard && dmg < self.u.uhp {
                if !said {
                    self.pline("Fortunately, you are wearing a hard helmet.");
                }
            } else if self.opts.verbose {
                let hname = self.xname_of(h);
                self.pline(format!("Your {hname} does not protect you."));
            }
        }
        self.hitfloor(obj, launcher, how);
        if self.over.is_none() {
            self.losehp(dmg, "falling object");
        }
    }

    /// `hitfloor`: `obj` hits the floor at the hero's feet (thrown down,
    /// or after falling on them): it may detonate or break there, else
    /// it lands. Into water it simply sinks.
    pub fn hitfloor(&mut self, obj: Obj, launcher: Option<&Obj>, how: HitHow) {
        let t = tables();
        let (ux, uy) = (self.u.ux, self.u.uy);
        if crate::monsters::makemon::is_pool_at(&self.lev, ux, uy) {
            self.land(obj, ux, uy);
            return;
        }
        let name = capitalize(&self.doname(&obj));
        let s = if obj.quan == 1 { "s" } else { "" };
        let surface = self.surface(ux, uy);
        self.pline(format!("{name} hit{s} the {surface}."));
        if self.detonate_obj(&obj, launcher, ux, uy, how) {
            return;
        }
        if breaktest(t, &obj) {
            self.breakmsg(&obj, ux, uy);
            return;
        }
        self.land(obj, ux, uy);
    }

    /// The fire, frost, draining and vorpal of a falling object or of the
    /// launcher that fired it, on the hero it falls on (DynaHack's
    /// `artifact_hit` with the hero as defender, and the launcher found as
    /// the document's fix asks; see `Game::oprops_hit_you`). Returns the
    /// extra damage and whether a message was given.
    fn oprop_self_hit(&mut self, obj: &Obj, launcher: Option<&Obj>, how: HitHow) -> (i32, bool) {
        let (extra, said) = self.oprops_hit_you(None, obj, launcher, how.into(), 0);
        (extra.max(0), said)
    }
}
