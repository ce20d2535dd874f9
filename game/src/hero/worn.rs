//! Property bookkeeping for worn and wielded objects (worn.c's
//! `setworn`/`setnotworn` and the `X_on`/`X_off` property parts of
//! do_wear.c), including OxHack's random object properties as DynaHack
//! applies them (`Oprops_on`/`Oprops_off`).
//!
//! Rather than adding and removing bits piecemeal, [`Game::update_worn_props`]
//! recomputes every extrinsic and every attribute bonus from the inventory;
//! it is cheap (one pass over at most 52 items). Callers that want the
//! messages a change brings ("You feel yourself speed up.") take a
//! [`PropSnapshot`] first and call [`Game::worn_feedback`] after the change.

use crate::game::Game;
use crate::world::obj::{Obj, Worn, types};
use crate::world::you::{A_CHA, A_CON, A_DEX, A_INT, A_STR, A_WIS, Hunger};
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Prop, Tables};
use oxhack_tables::{ids, tables};

/// The slots in which an object's own property (`oc_oprop`) and its random
/// properties count as worn.
const WEAR_SLOTS: Worn = Worn::ARMOR.union(Worn::RING).union(Worn::AMUL).union(Worn::TOOL);

/// The slot bit for an artifact merely carried (`W_ART`).
pub const W_ART: Worn = Worn::from_bits_retain(0x0000_1000);
/// The slot bit for an artifact's invoked property (`W_ARTI`).
pub const W_ARTI: Worn = Worn::from_bits_retain(0x0000_2000);

/// The resistance an artifact's defensive attack type gives (`defn`
/// when wielded or worn, `cary` when carried).
pub(crate) fn arti_defense(d: oxhack_defs::DamageType) -> Option<Prop> {
    use oxhack_defs::DamageType as D;
    Some(match d {
        D::Fire => Prop::FireRes,
        D::Cold => Prop::ColdRes,
        D::Elec => Prop::ShockRes,
        D::Magm => Prop::Antimagic,
        D::Disn => Prop::DisintRes,
        D::Drst => Prop::PoisonRes,
        D::Drli => Prop::DrainRes,
        _ => return None,
    })
}

/// The properties an artifact's special effects give (`spfx` wielded or
/// worn, `cspfx` carried), as `set_artifact_intrinsic` does.
pub(crate) fn arti_spfx(s: oxhack_defs::flags::Spfx) -> impl Iterator<Item = Prop> {
    use oxhack_defs::flags::Spfx as S;
    [
        (S::SEARCH, Prop::Searching),
        (S::HALRES, Prop::HallucRes),
        (S::ESP, Prop::Telepat),
        (S::STLTH, Prop::Stealth),
        (S::REGEN, Prop::Regeneration),
        (S::EREGEN, Prop::EnergyRegeneration),
        (S::HSPDAM, Prop::HalfSpdam),
        (S::HPHDAM, Prop::HalfPhdam),
        (S::TCTRL, Prop::TeleportControl),
        (S::REFLECT, Prop::Reflecting),
        (S::PROTECT, Prop::Protection),
    ]
    .into_iter()
    .filter(move |(f, _)| s.contains(*f))
    .map(|(_, p)| p)
    .chain((s.contains(S::WARN) && !s.intersects(S::DMONS | S::DCLAS | S::DFLAG2)).then_some(Prop::Warning))
}

/// The intrinsic a random object property conveys while worn, if any. The
/// property table's `excludes` list names exactly the ability a property
/// grants (a base type already granting it never gets the property), so
/// the first entry is the conveyed intrinsic: fire -> fire resistance,
/// speed -> Fast, telepathy -> Telepat, hunger -> Hunger, ...
pub fn oprop_conveys(t: &Tables, bit: u32) -> Option<Prop> {
    crate::objects::oprops::oprop_by_bit(t, bit).and_then(|p| p.excludes_oprop.first().copied())
}

/// Random properties a wielded weapon lends its wielder (DynaHack's
/// `set_artifact_intrinsic` for non-artifacts): the defensive ones, not
/// the attack brands.
pub fn wielded_oprops() -> u32 {
    ids::ITEM_REFLECTION
        | ids::ITEM_ESP
        | ids::ITEM_SEARCHING
        | ids::ITEM_WARNING
        | ids::ITEM_STEALTH
        | ids::ITEM_FUMBLING
        | ids::ITEM_HUNGER
        | ids::ITEM_AGGRAVATE
}

/// Which of the hero's properties are on, taken before a change so the
/// change can be reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropSnapshot {
    on: Vec<bool>,
    abon: [i32; crate::world::you::A_MAX],
    /// Speed from outside (`Very_fast`).
    very_fast: bool,
}

/// The slots through which `o` conveys its properties: the worn slots, and
/// the weapon slot for a wielded weapon or weapon-tool (not ammunition),
/// or the off-hand one when fighting with two weapons.
fn conveying_slots(t: &Tables, o: &Obj, twoweap: bool) -> (Worn, Worn) {
    let worn = o.owornmask & WEAR_SLOTS;
    let held = if twoweap { Worn::WEP | Worn::SWAPWEP } else { Worn::WEP };
    let wep = if o.owornmask.intersects(held)
        && (o.oclass(t) == OClass::Weapon || crate::world::obj::types::is_weptool(t, o.otyp))
        && !crate::world::obj::types::is_ammo(t, o.otyp)
        && !crate::world::obj::types::is_missile(t, o.otyp)
    {
        o.owornmask & held
    } else {
        Worn::empty()
    };
    (worn, wep)
}

impl Game {
    /// Recomputes every extrinsic property (`uprops[].extrinsic`) and the
    /// attribute bonuses (`abon`) from what is worn and wielded: the
    /// types' own properties, rings and helms that change attributes, and
    /// the random object properties (`oprops`).
    pub fn update_worn_props(&mut self) {
        let t = tables();
        // Two-weapon combat needs both weapons in hand.
        if self.u.twoweap && (self.u.worn(Worn::WEP).is_none() || self.u.worn(Worn::SWAPWEP).is_none()) {
            self.u.twoweap = false;
        }
        let twoweap = self.u.twoweap;
        for p in self.u.uprops.iter_mut() {
            p.extrinsic = Worn::empty();
        }
        let mut abon = [0i32; crate::world::you::A_MAX];
        let mut power = false;
        let mut add: Vec<(Prop, Worn)> = Vec::new();
        for o in &self.u.invent {
            if let Some(a) = o.oartifact.and_then(|a| t.arti(a)) {
                add.extend(arti_defense(a.cary.adtyp).filter(|_| !a.cary.is_none()).map(|p| (p, W_ART)));
                add.extend(arti_spfx(a.cspfx).map(|p| (p, W_ART)));
            }
            if o.owornmask.is_empty() {
                continue;
            }
            let (worn, wep) = conveying_slots(t, o, twoweap);
            if !worn.is_empty() {
                if let Some(p) = t.obj(o.otyp).oprop {
                    add.push((p, worn));
                }
                let spe = o.spe as i32;
                match o.otyp {
                    x if x == ids::RIN_GAIN_STRENGTH => abon[A_STR] += spe,
                    x if x == ids::RIN_GAIN_CONSTITUTION => abon[A_CON] += spe,
                    x if x == ids::RIN_ADORNMENT => abon[A_CHA] += spe,
                    x if x == ids::GAUNTLETS_OF_DEXTERITY => abon[A_DEX] += spe,
                    x if x == ids::HELM_OF_BRILLIANCE => {
                        abon[A_INT] += spe;
                        abon[A_WIS] += spe;
                    }
                    x if x == ids::GAUNTLETS_OF_POWER => power = true,
                    x if (x == ids::BLINDFOLD || x == ids::TOWEL) && worn.contains(Worn::TOOL) => {
                        add.push((Prop::Blinded, Worn::TOOL));
                    }
                    _ => {}
                }
                if o.oprops & ids::ITEM_DEXTERITY != 0 {
                    abon[A_DEX] += spe;
                }
                if o.oprops & ids::ITEM_BRILLIANCE != 0 {
                    abon[A_INT] += spe;
                    abon[A_WIS] += spe;
                }
                if o.oprops & ids::ITEM_POWER != 0 {
                    power = true;
                }
                for p in crate::objects::oprops::oprops_of(t, o.oprops) {
                    if let Some(pr) = oprop_conveys(t, p.bit) {
                        add.push((pr, worn));
                    }
                }
            }
            if let Some(a) = o.oartifact.and_then(|a| t.arti(a)) {
                let held = o.owornmask & (WEAR_SLOTS | Worn::WEP);
                if !held.is_empty() {
                    add.extend(arti_defense(a.defn.adtyp).filter(|_| !a.defn.is_none()).map(|p| (p, held)));
                    add.extend(arti_spfx(a.spfx).map(|p| (p, held)));
                }
            }
            if !wep.is_empty() {
                for p in crate::objects::oprops::oprops_of(t, o.oprops & wielded_oprops()) {
                    if let Some(pr) = oprop_conveys(t, p.bit) {
                        add.push((pr, wep));
                    }
                }
            }
        }
        // Invoked artifacts' toggled properties (`W_ARTI`); one no longer
        // carried has lost its power (`set_artifact_intrinsic`).
        self.arti_invoked.retain(|id| self.u.invent.iter().any(|o| o.o_id == *id));
        for o in self.u.invent.iter().filter(|o| self.arti_invoked.contains(&o.o_id)) {
            if let Some(oxhack_defs::Invoke::Prop(p)) = o.oartifact.and_then(|a| t.arti(a)).and_then(|a| a.inv_prop) {
                add.push((p, W_ARTI));
            }
        }
        for (p, w) in add {
            if let Some(u) = self.u.uprops.get_mut(p.value() as usize) {
                u.extrinsic |= w;
            }
        }
        self.update_blocked_props();
        if power {
            // Gauntlets of power: strength 25 whatever it was.
            abon[A_STR] = 125;
        }
        if !power && self.u.uhs >= Hunger::Weak && self.u.uhs != Hunger::Satiated {
            // Weakness from hunger costs a point of strength (`ATEMP`).
            abon[A_STR] -= 1;
        }
        self.u.abon = abon;
        if self.u.prop(Prop::Fumbling).extrinsic.is_empty() && self.u.timeout(Prop::Fumbling) > 0 {
            // The trip clock belongs to the fumbling item.
            self.u.set_timeout(Prop::Fumbling, 0);
        }
    }

    /// `w_blocks`: what worn objects block (`uprops[].blocked`): a
    /// mummy wrapping worn as a cloak blocks invisibility, a cornuthaum
    /// on anyone but a Wizard blocks clairvoyance.
    fn update_blocked_props(&mut self) {
        let wizard = self.u.hero.role == ids::PM_WIZARD;
        let worn = |g: &Game, otyp, slot: Worn| g.u.invent.iter().any(|o| o.otyp == otyp && o.owornmask.contains(slot));
        let wrapped = worn(self, ids::MUMMY_WRAPPING, Worn::ARMC);
        let hatted = worn(self, ids::CORNUTHAUM, Worn::ARMH) && !wizard;
        for (p, slot, on) in [(Prop::Invis, Worn::ARMC, wrapped), (Prop::Clairvoyant, Worn::ARMH, hatted)] {
            let b = &mut self.u.prop_mut(p).blocked;
            b.set(slot, on);
        }
    }

    /// Which properties the hero has now, for [`Game::worn_feedback`].
    pub fn prop_snapshot(&self) -> PropSnapshot {
        PropSnapshot {
            on: Prop::ALL.iter().map(|&p| self.u.has(p)).collect(),
            abon: self.u.abon,
            very_fast: !self.u.prop(Prop::Fast).extrinsic.is_empty(),
        }
    }

    /// After inventory item `i` was put on (or taken off): recomputes the
    /// properties, tells the player what they notice, and records what that
    /// teaches about the object (its type, its random properties).
    pub fn worn_feedback(&mut self, i: usize, before: &PropSnapshot) {
        let t = tables();
        self.update_worn_props();
        if i >= self.u.invent.len() {
            return;
        }
        let o = self.u.invent[i].clone();
        let on = !o.owornmask.is_empty();
        let was = |p: Prop| before.on.get(Prop::ALL.iter().position(|&q| q == p).unwrap_or(usize::MAX)) == Some(&true);
        let changed = |g: &Game, p: Prop| was(p) != g.u.has(p);
        let own = t.obj(o.otyp).oprop;
        let mut learn_type = false;
        let mut learn_props = 0u32;
        // Properties the object's random properties or own type convey.
        let from_props =
            |p: Prop| crate::objects::oprops::oprops_of(t, o.oprops).any(|q| oprop_conveys(t, q.bit) == Some(p));
        let blind = self.u.has(Prop::Blinded);
        let very_fast = !self.u.prop(Prop::Fast).extrinsic.is_empty();
        let intrinsic_fast = self.u.prop(Prop::Fast).intrinsic != 0;
        for &(p, msg_on, msg_off, learn) in FEEDBACK {
            if own != Some(p) && !from_props(p) {
                continue;
            }
            let msg = if p == Prop::Fast {
                // Speed from outside counts even for the naturally fast.
                if very_fast == before.very_fast {
                    continue;
                }
                match (very_fast, intrinsic_fast) {
                    (true, true) => "You feel yourself speed up a bit more.",
                    (true, false) => msg_on,
                    (false, true) => "You feel yourself slow down a bit.",
                    (false, false) => msg_off,
                }
            } else {
                if !changed(self, p) || (p == Prop::Invis && blind) {
                    continue;
                }
                let now = self.u.has(p);
                if p == Prop::Stealth && now && types::is_boots(t, o.otyp) {
                    if self.u.has(Prop::Levitation) || self.u.has(Prop::Flying) {
                        "You float imperceptibly."
                    } else {
                        "You walk very quietly."
                    }
                } else if now {
                    msg_on
                } else {
                    msg_off
                }
            };
            self.pline(msg);
            if learn {
                if own == Some(p) {
                    learn_type = true;
                }
                learn_props |= crate::objects::oprops::oprops_of(t, o.oprops)
                    .filter(|q| oprop_conveys(t, q.bit) == Some(p))
                    .fold(0, |a, q| a | q.bit);
            }
        }
        // Properties that show at once when worn (DynaHack): displacement,
        // oilskin, power; dexterity and brilliance when enchanted.
        learn_props |= o.oprops & (ids::ITEM_DISPLACEMENT | ids::ITEM_OILSKIN | ids::ITEM_POWER);
        if o.spe != 0 {
            learn_props |= o.oprops & (ids::ITEM_DEXTERITY | ids::ITEM_BRILLIANCE);
        }
        if on && o.oprops & ids::ITEM_OILSKIN != 0 && o.owornmask.intersects(Worn::ARMOR) {
            let name = crate::objects::objnam::xname(&self.name_ctx(), &o);
            let verb = if crate::world::obj::types::pair_of(t, o.otyp) || o.quan > 1 { "fit" } else { "fits" };
            self.pline(format!("The {name} {verb} very tightly."));
        }
        // Attribute changes are visible on the status line.
        if self.u.abon != before.abon && o.spe != 0 {
            let abon_type = [
                ids::RIN_GAIN_STRENGTH,
                ids::RIN_GAIN_CONSTITUTION,
                ids::RIN_ADORNMENT,
                ids::GAUNTLETS_OF_DEXTERITY,
                ids::HELM_OF_BRILLIANCE,
            ];
            if abon_type.contains(&o.otyp) {
                learn_type = true;
            }
        }
        if o.otyp == ids::GAUNTLETS_OF_POWER && self.u.abon != before.abon {
            learn_type = true;
        }
        if o.otyp == ids::RIN_PROTECTION && o.spe != 0 {
            // The armor class changes on the status line.
            learn_type = true;
        }
        if o.otyp == ids::AMULET_OF_STRANGULATION {
            if on {
                self.pline("It constricts your throat!");
                self.u.set_timeout(Prop::Strangled, 6);
                learn_type = true;
            } else if was(Prop::Strangled) && self.u.prop(Prop::Strangled).extrinsic.is_empty() {
                self.u.set_timeout(Prop::Strangled, 0);
                self.pline("You can breathe more easily!");
            }
        }
        if learn_type {
            self.os.discover(o.otyp);
            if t.obj(o.otyp).is(ObjFlags::CHARGED) {
                self.u.invent[i].known = true;
            }
        }
        self.u.invent[i].oprops_known |= learn_props;
    }
}

impl Game {
    /// Once a turn: an amulet of strangulation chokes the hero to death in
    /// six turns (`nh_timeout`'s Strangled countdown, with `choke_dialogue`).
    /// Fumbling gloves, boots and fumbling properties trip the hero every
    /// few turns (`slip_or_trip`).
    pub fn worn_timeouts(&mut self) {
        if self.over.is_some() {
            return;
        }
        self.fumble_timeout();
        if self.u.prop(Prop::Strangled).extrinsic.is_empty() {
            return;
        }
        let left = self.u.timeout(Prop::Strangled);
        if left == 0 {
            self.u.set_timeout(Prop::Strangled, 6);
            return;
        }
        let left = left - 1;
        self.u.set_timeout(Prop::Strangled, left);
        let msg = match left {
            5 => "You find it hard to breathe.",
            4 => "You're gasping for air.",
            3 => "You can no longer breathe.",
            2 => "You're turning blue.",
            1 => "You suffocate.",
            _ => "",
        };
        self.pline(msg);
        if left == 0 {
            self.done_died("strangulation");
        }
    }
}

impl Game {
    fn fumble_timeout(&mut self) {
        if self.u.prop(Prop::Fumbling).extrinsic.is_empty() {
            // The trip clock stops with the fumbling item.
            if self.u.timeout(Prop::Fumbling) > 0 {
                self.u.set_timeout(Prop::Fumbling, 0);
            }
            return;
        }
        let left = self.u.timeout(Prop::Fumbling);
        if left == 0 {
            let n = self.rng.rnd(20) as u32;
            self.u.set_timeout(Prop::Fumbling, n);
            return;
        }
        if left > 1 {
            self.u.set_timeout(Prop::Fumbling, left - 1);
            return;
        }
        let n = self.rng.rnd(20) as u32;
        self.u.set_timeout(Prop::Fumbling, n);
        if self.u.has(Prop::Levitation) || self.u.multi < 0 {
            return;
        }
        let here = self.lev.objects_at(self.u.ux, self.u.uy).next().cloned();
        match here {
            Some(o) => {
                let name = self.doname(&o);
                self.pline(format!("You trip over {name}."));
            }
            None => self.pline("You trip over something."),
        }
        self.nomul();
        self.u.multi = -2;
        self.u.multi_reason = Some("fumbling".into());
    }
}

/// Properties whose coming and going the hero notices: the property, the
/// message when it comes, when it goes, and whether that identifies the
/// source. (NetHack's `Boots_on`, `Ring_on` ...; DynaHack's `Oprops_on`.)
const FEEDBACK: &[(Prop, &str, &str, bool)] = &[
    (Prop::Fast, "You feel yourself speed up.", "You feel yourself slow down.", true),
    (Prop::Stealth, "You move very quietly.", "You sure are noisy.", true),
    (Prop::Levitation, "You start to float in the air!", "You float gently to the floor.", true),
    (Prop::Invis, "Suddenly you cannot see yourself.", "Your body seems to fade in.", true),
    (Prop::Displaced, "Your outline shimmers and shifts.", "", true),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_map_to_intrinsics() {
        let t = tables();
        assert_eq!(oprop_conveys(t, ids::ITEM_FIRE), Some(Prop::FireRes));
        assert_eq!(oprop_conveys(t, ids::ITEM_FROST), Some(Prop::ColdRes));
        assert_eq!(oprop_conveys(t, ids::ITEM_SPEED), Some(Prop::Fast));
        assert_eq!(oprop_conveys(t, ids::ITEM_ESP), Some(Prop::Telepat));
        assert_eq!(oprop_conveys(t, ids::ITEM_HUNGER), Some(Prop::Hunger));
        assert_eq!(oprop_conveys(t, ids::ITEM_AGGRAVATE), Some(Prop::AggravateMonster));
        assert_eq!(oprop_conveys(t, ids::ITEM_VORPAL), None);
        assert_eq!(oprop_conveys(t, ids::ITEM_OILSKIN), None);
    }
}
