//! Scrolls that work on the hero's objects (read.c): enchant armor and
//! weapon, identify, charging (`recharge`), remove curse, destroy armor.

use crate::game::Game;
use crate::world::obj::{ITEM_MAGICAL, Obj, Worn};
use oxhack_defs::tables::NODIR;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// "Your cloak" for messages (`Yname2`).
    pub fn yname(&self, i: usize) -> String {
        let nc = self.name_ctx();
        format!("Your {}", crate::objects::objnam::xname(&nc, &self.u.invent[i]))
    }

    /// `some_armor`: a random piece of worn armor (cloak before suit
    /// before shirt, then maybe a helmet, gloves, boots or shield).
    pub fn some_armor(&mut self) -> Option<usize> {
        let mut pick = self.u.worn(Worn::ARMC).or(self.u.worn(Worn::ARM)).or(self.u.worn(Worn::ARMU));
        for w in [Worn::ARMH, Worn::ARMG, Worn::ARMF, Worn::ARMS] {
            if let Some(i) = self.u.worn(w)
                && (pick.is_none() || self.rng.rn2(4) == 0)
            {
                pick = Some(i);
            }
        }
        pick
    }

    /// The scroll of enchant armor.
    pub fn enchant_armor(&mut self, s: &Obj, confused: bool) -> bool {
        let blind = self.u.has(Prop::Blinded);
        let Some(i) = self.some_armor() else {
            self.pline(if blind { "Your skin feels warm for a moment." } else { "Your skin glows then fades." });
            self.exercise(crate::world::you::A_CON, !s.cursed);
            self.exercise(crate::world::you::A_STR, !s.cursed);
            return false;
        };
        let yname = self.yname(i);
        if confused {
            if !blind {
                let (how, color, what) =
                    if s.cursed { ("mottled", "black", "glow") } else { ("shimmering", "golden", "shield") };
                self.pline(format!("{yname} is covered by a {how} {color} {what}!"));
            }
            let o = &mut self.u.invent[i];
            if !s.cursed && (o.oeroded > 0 || o.oeroded2 > 0) {
                o.oeroded = 0;
                o.oeroded2 = 0;
                self.pline(format!("{yname} looks as good as new!"));
            }
            self.u.invent[i].oerodeproof = !s.cursed;
            return true;
        }
        let otyp = self.u.invent[i].otyp;
        let spe = i32::from(self.u.invent[i].spe);
        let special = is_elven_armor(otyp) || (self.u.hero.role_is(PM_WIZARD) && otyp == CORNUTHAUM);
        let cur = if s.cursed { -spe } else { spe };
        let verb = if blind { "vibrate" } else { "glow" };
        if cur > if special { 5 } else { 3 } && self.rng.rn2(cur) != 0 {
            let color = if blind { String::new() } else { format!(" {}", if s.cursed { "black" } else { "silver" }) };
            self.pline(format!("{yname} violently {verb}s{color} for a while, then evaporates."));
            self.u.invent.remove(i);
            return true;
        }
        let amount = if s.cursed {
            -1
        } else if spe >= 9 {
            i32::from(self.rng.rn2(spe) == 0)
        } else if s.blessed {
            self.rng.rnd(3 - spe / 3)
        } else {
            1
        };
        let color = if blind { String::new() } else { format!(" {}", if s.cursed { "black" } else { "silver" }) };
        self.pline(format!(
            "{yname} {}{verb}s{color} for a {}.",
            if amount == 0 { "violently " } else { "" },
            if amount * amount > 1 { "while" } else { "moment" }
        ));
        let o = &mut self.u.invent[i];
        if s.cursed && !o.cursed {
            o.curse();
        } else if s.blessed && !o.blessed {
            o.bless();
        } else if !s.cursed && o.cursed {
            o.uncurse();
        }
        o.spe = (i32::from(o.spe) + amount).clamp(-127, 127) as i8;
        if amount != 0 {
            o.known = true;
        }
        if o.spe > if special { 5 } else { 3 } && (special || self.rng.rn2(7) == 0) {
            let yname = self.yname(i);
            self.pline(format!("{yname} suddenly vibrates {}.", if blind { "again" } else { "unexpectedly" }));
        }
        true
    }

    /// The scroll of enchant weapon (`chwepon`).
    pub fn enchant_weapon(&mut self, s: &Obj, confused: bool) -> bool {
        let Some(i) = self.u.worn(Worn::WEP) else {
            let hands = if s.cursed { "twitch" } else { "itch" };
            self.pline(format!("Your hands {hands}."));
            self.exercise(crate::world::you::A_DEX, !s.cursed);
            return false;
        };
        let t = tables();
        let class = t.obj(self.u.invent[i].otyp).class;
        let weaponish = class == OClass::Weapon || crate::world::obj::types::is_weptool(t, self.u.invent[i].otyp);
        let yname = self.yname(i);
        if confused && weaponish {
            let o = &mut self.u.invent[i];
            o.oerodeproof = !s.cursed;
            if !self.u.has(Prop::Blinded) {
                let (color, what) = if s.cursed { ("purple", "glow") } else { ("golden", "shield") };
                self.pline(format!("{yname} is covered by a {color} {what}!"));
            }
            return true;
        }
        if !weaponish {
            let hands = if s.cursed { "twitch" } else { "itch" };
            self.pline(format!("Your hands {hands}."));
            return false;
        }
        let spe = i32::from(self.u.invent[i].spe);
        let amount = if s.cursed {
            -1
        } else if spe >= 9 {
            i32::from(self.rng.rn2(spe) == 0)
        } else if s.blessed {
            self.rng.rnd(3 - spe / 3)
        } else {
            1
        };
        if ((spe > 5 && amount >= 0) || (spe < -5 && amount < 0)) && self.rng.rn2(3) != 0 {
            self.pline(format!("{yname} violently glows for a while and then evaporates."));
            self.u.invent.remove(i);
            return true;
        }
        if amount == 0 {
            self.pline(format!("{yname} violently glows for a moment."));
        } else {
            let color = if amount < 0 { "black" } else { "blue" };
            let dur = if amount * amount == 1 { "moment" } else { "while" };
            self.pline(format!("{yname} glows {color} for a {dur}."));
        }
        let o = &mut self.u.invent[i];
        o.spe = (i32::from(o.spe) + amount).clamp(-127, 127) as i8;
        if amount > 0 && o.cursed {
            o.uncurse();
        }
        if amount != 0 {
            o.known = true;
        }
        if amount > 0 && o.spe > 5 {
            let yname = self.yname(i);
            self.pline(format!("{yname} suddenly vibrates unexpectedly."));
        }
        true
    }

    /// The scroll of identify: how many items (0 = all) as read.c rolls it.
    pub fn read_identify(&mut self, s: &Obj, confused: bool) -> bool {
        if confused || (s.cursed && !self.os.is_known(SCR_IDENTIFY)) {
            self.pline("You identify this as an identify scroll.");
        } else if !self.os.is_known(SCR_IDENTIFY) {
            self.pline("This is an identify scroll.");
        }
        self.os.discover(SCR_IDENTIFY);
        if confused {
            return true;
        }
        let mut cval = 1;
        if s.blessed || (!s.cursed && self.rng.rn2(5) == 0) {
            cval = self.rng.rn2(5);
            if cval == 1 && s.blessed && self.u.hero.uluck > 0 {
                cval += 1;
            }
        }
        self.identify_pack(cval);
        true
    }

    /// Whether object `o` is not fully identified.
    pub fn not_fully_identified(&self, o: &Obj) -> bool {
        let nc = self.name_ctx();
        crate::objects::objnam::not_fully_identified(&nc, o)
    }

    /// Fully identifies inventory item `i` (`fully_identify_obj`).
    pub fn fully_identify_obj(&mut self, i: usize) {
        let Some(o) = self.u.invent.get_mut(i) else { return };
        o.fully_identify();
        o.oprops_known |= o.oprops | if o.oprops != 0 { ITEM_MAGICAL } else { 0 };
        let otyp = o.otyp;
        self.os.discover(otyp);
    }

    /// `identify_pack`: identifies `n` items the hero picks (0: all).
    pub fn identify_pack(&mut self, n: i32) {
        let cands: Vec<usize> =
            (0..self.u.invent.len()).filter(|&i| self.not_fully_identified(&self.u.invent[i])).collect();
        if cands.is_empty() {
            self.pline("You have already identified all of your possessions.");
            return;
        }
        let chosen: Vec<usize> = if n == 0 || n as usize >= cands.len() {
            if n == 0 {
                self.pline("You identify all of your possessions.");
            }
            cands.clone()
        } else {
            let mut m = crate::ui::Menu::new(
                &format!("What would you like to identify {}?", if n == 1 { "first" } else { "next" }),
                crate::ui::PickHow::Any,
            );
            for &i in &cands {
                let text = self.doname(&self.u.invent[i]);
                m.item(self.u.invent[i].invlet, &text);
            }
            let picked = if self.interactive() { self.select_menu(&m).unwrap_or_default() } else { Vec::new() };
            let mut sel: Vec<usize> = picked.iter().filter_map(|&k| cands.get(k).copied()).collect();
            if sel.is_empty() {
                // Nothing picked: the first ones are identified anyway.
                sel = cands.clone();
            }
            sel.truncate(n as usize);
            sel
        };
        for i in chosen {
            self.fully_identify_obj(i);
            let line = self.inv_name(i);
            self.pline(line);
        }
    }

    /// The scroll of charging.
    pub fn read_charging(&mut self, s: &Obj, confused: bool) -> bool {
        if confused {
            if s.cursed {
                self.pline("You feel discharged.");
                self.u.uen = 0;
            } else {
                self.pline("You feel charged up!");
                let dice = if s.blessed { 6 } else { 4 };
                self.u.uen += self.rng.d(dice, 4);
                if self.u.uen > self.u.uenmax {
                    self.u.uenmax = self.u.uen;
                } else {
                    self.u.uen = self.u.uenmax;
                }
            }
            return true;
        }
        if !self.os.is_known(SCR_CHARGING) {
            self.pline("This is a charging scroll.");
        }
        self.os.discover(SCR_CHARGING);
        let t = tables();
        let Some(i) =
            self.getobj("charge", &|_, o| matches!(t.obj(o.otyp).class, OClass::Wand | OClass::Ring | OClass::Tool))
        else {
            return true;
        };
        self.recharge(i, s.bcsign());
        true
    }

    /// `recharge`: charges inventory item `i` (`curse_bless` -1, 0, 1).
    pub fn recharge(&mut self, i: usize, curse_bless: i32) {
        let t = tables();
        let otyp = self.u.invent[i].otyp;
        let yname = self.yname(i);
        match t.obj(otyp).class {
            OClass::Wand => {
                let n = i32::from(self.u.invent[i].recharged);
                if n > 0 && (otyp == WAN_WISHING || n * n * n > self.rng.rn2(7 * 7 * 7)) {
                    self.wand_explode(i);
                    return;
                }
                if curse_bless < 0 {
                    self.u.invent[i].spe = 0;
                    self.pline(format!("{yname} vibrates briefly."));
                    return;
                }
                let lim = if otyp == WAN_WISHING {
                    3
                } else if t.obj(otyp).dir != NODIR {
                    8
                } else {
                    15
                };
                let mut n = if lim == 3 { 3 } else { self.rng.rn1(5, lim + 1 - 5) };
                if curse_bless == 0 {
                    n = self.rng.rnd(n);
                }
                let o = &mut self.u.invent[i];
                o.recharged = o.recharged.saturating_add(1).min(7);
                if i32::from(o.spe) < n {
                    o.spe = n as i8;
                } else {
                    o.spe = o.spe.saturating_add(1);
                }
                if otyp == WAN_WISHING && o.spe > 3 {
                    self.wand_explode(i);
                    return;
                }
                let dur = if i32::from(self.u.invent[i].spe) >= lim { "while" } else { "moment" };
                self.pline(format!("{yname} glows blue for a {dur}."));
            }
            OClass::Ring if t.obj(otyp).is(oxhack_defs::flags::ObjFlags::CHARGED) => {
                let o = &mut self.u.invent[i];
                let delta = if curse_bless < 0 { -1 } else { self.rng.rnd(3 - i32::from(o.spe).clamp(0, 2) / 3) };
                o.spe = (i32::from(o.spe) + delta).clamp(-127, 127) as i8;
                let color = if delta < 0 { "black" } else { "blue" };
                self.pline(format!("{yname} spins {}clockwise for a moment.", if delta < 0 { "counter" } else { "" }));
                let _ = color;
            }
            OClass::Tool if t.obj(otyp).is(oxhack_defs::flags::ObjFlags::CHARGED) || otyp == OIL_LAMP => {
                let o = &mut self.u.invent[i];
                if curse_bless < 0 {
                    o.spe = 0;
                    self.pline(format!("{yname} vibrates briefly."));
                } else {
                    let add = if curse_bless > 0 { self.rng.rn1(5, 6) } else { self.rng.rn1(5, 2) };
                    o.spe = (i32::from(o.spe) + add).min(50) as i8;
                    self.pline(format!("{yname} glows white for a moment."));
                }
            }
            _ => self.pline("You have a feeling of loss."),
        }
    }

    /// A wand overcharged explodes (`wand_explode`).
    fn wand_explode(&mut self, i: usize) {
        let yname = self.yname(i);
        self.pline(format!("{yname} vibrates violently, and explodes!"));
        let spe = i32::from(self.u.invent[i].spe).max(0);
        let dmg = self.rng.d(spe + 2, 6);
        self.u.invent.remove(i);
        self.losehp(dmg, "exploding wand");
    }

    /// The scroll of remove curse.
    pub fn remove_curse(&mut self, s: &Obj, confused: bool) -> bool {
        let halluc = self.u.has(Prop::Halluc);
        if s.cursed {
            self.pline("The scroll disintegrates.");
            return false;
        }
        self.pline(if halluc { "You feel in touch with the cosmos." } else { "You feel like someone is helping you." });
        for k in 0..self.u.invent.len() {
            let o = &self.u.invent[k];
            let affects = s.blessed || !o.owornmask.is_empty() || o.otyp == LOADSTONE;
            if !affects {
                continue;
            }
            if confused {
                let b = self.rng.rn2(2) == 0;
                let o = &mut self.u.invent[k];
                if b {
                    o.bless();
                } else {
                    o.curse();
                }
            } else {
                self.u.invent[k].uncurse();
            }
        }
        false
    }

    /// The scroll of destroy armor.
    pub fn destroy_armor(&mut self, s: &Obj, confused: bool) -> bool {
        let Some(i) = self.some_armor() else {
            self.pline("Your skin itches.");
            return false;
        };
        let yname = self.yname(i);
        if confused {
            if !self.u.has(Prop::Blinded) {
                self.pline(format!("{yname} glows purple for a moment."));
            }
            self.u.invent[i].oerodeproof = s.cursed;
            return false;
        }
        if s.cursed && self.u.invent[i].cursed {
            self.pline(format!("{yname} vibrates."));
            let o = &mut self.u.invent[i];
            o.spe = o.spe.saturating_sub(1);
            return false;
        }
        // The outermost layer goes first.
        let order = [Worn::ARMC, Worn::ARM, Worn::ARMU, Worn::ARMH, Worn::ARMG, Worn::ARMF, Worn::ARMS];
        let Some(j) = order.iter().find_map(|&w| self.u.worn(w)) else { return false };
        self.destroy_arm_at(j);
        true
    }
}

/// Elven armor (`is_elven_armor`), which tolerates more enchantment.
fn is_elven_armor(o: oxhack_defs::Otyp) -> bool {
    matches!(o, ELVEN_LEATHER_HELM | ELVEN_MITHRIL_COAT | ELVEN_CLOAK | ELVEN_SHIELD | ELVEN_BOOTS)
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::game::NewGame;
    use crate::world::obj::Obj;
    use oxhack_tables::ids::*;

    fn game() -> Game {
        let mut g = Game::new(NewGame::quick(31)).expect("game");
        g.u.invent.clear();
        g
    }

    #[test]
    fn enchant_weapon_without_one_makes_hands_itch() {
        let mut g = game();
        assert!(!g.enchant_weapon(&Obj::new(SCR_ENCHANT_WEAPON, 1), false));
        assert_eq!(g.history.last().map(String::as_str), Some("Your hands itch."));
    }

    #[test]
    fn blessed_charging_fills_a_wand() {
        let mut g = game();
        let mut w = Obj::new(WAN_STRIKING, 1);
        w.spe = 0;
        let i = g.addinv(w);
        g.recharge(i, 1);
        let w = &g.u.invent[0];
        assert!((4..=8).contains(&w.spe), "{}", w.spe);
        assert_eq!(w.recharged, 1);
    }

    #[test]
    fn cursed_charging_drains_a_wand() {
        let mut g = game();
        let mut w = Obj::new(WAN_STRIKING, 1);
        w.spe = 5;
        let i = g.addinv(w);
        g.recharge(i, -1);
        assert_eq!(g.u.invent[0].spe, 0);
    }
}
