//! Rays (zap.c's `buzz`, `zhitm`, `zhitu`, `zap_hit`): magic missile,
//! fire, cold, sleep, death and lightning travel in a line, bounce off
//! walls, and hit monsters and the hero in their way.

use crate::game::Game;
use crate::monsters::makemon::{is_demon, is_undead};
use oxhack_defs::flags::Mr;
use oxhack_defs::{Otyp, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

/// The kinds of ray (`ZT_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZapType {
    MagicMissile,
    Fire,
    Cold,
    Sleep,
    Death,
    Lightning,
}

impl ZapType {
    /// The ray a wand fires.
    pub fn of_wand(otyp: Otyp) -> Option<ZapType> {
        Some(match otyp {
            WAN_MAGIC_MISSILE => ZapType::MagicMissile,
            WAN_FIRE => ZapType::Fire,
            WAN_COLD => ZapType::Cold,
            WAN_SLEEP => ZapType::Sleep,
            WAN_DEATH => ZapType::Death,
            WAN_LIGHTNING => ZapType::Lightning,
            _ => return None,
        })
    }

    /// The ray's name in messages (`flash_types` for wands).
    pub fn name(self) -> &'static str {
        match self {
            ZapType::MagicMissile => "magic missile",
            ZapType::Fire => "bolt of fire",
            ZapType::Cold => "bolt of cold",
            ZapType::Sleep => "sleep ray",
            ZapType::Death => "death ray",
            ZapType::Lightning => "bolt of lightning",
        }
    }
}

impl Game {
    /// `zap_hit`: whether a ray hits something of armor class `ac`.
    pub fn zap_hit(&mut self, ac: i32) -> bool {
        let chance = self.rng.rn2(20);
        if chance == 0 {
            return self.rng.rnd(10) < ac;
        }
        let ac = if ac >= 0 { ac } else { -self.rng.rnd(-ac) };
        3 - chance < ac
    }

    /// A bolt of lightning of `nd` dice from (sx, sy) in (dx, dy): what
    /// a god hurls at the hero from a temple (`ghod_hitsu` in priest.c),
    /// for callers below this folder that cannot name the ray kinds.
    pub fn buzz_lightning(&mut self, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        self.buzz(ZapType::Lightning, nd, sx, sy, dx, dy);
    }

    /// `buzz`: a ray of `zt` with `nd` dice from (sx, sy) in (dx, dy).
    pub fn buzz(&mut self, zt: ZapType, nd: i32, sx: i32, sy: i32, dx: i32, dy: i32) {
        let (mut sx, mut sy, mut dx, mut dy) = (sx, sy, dx, dy);
        let fltxt = zt.name();
        let mut range = self.rng.rn1(7, 7);
        if dx == 0 && dy == 0 {
            return;
        }
        let mut guard = 0;
        while range > 0 && self.over.is_none() {
            range -= 1;
            guard += 1;
            if guard > 200 {
                break;
            }
            let (lsx, lsy) = (sx, sy);
            sx += dx;
            sy += dy;
            let inside = crate::world::level::isok(sx, sy) && self.lev.typ(sx, sy) != oxhack_vm::terrain::STONE;
            if inside {
                if let Some(i) = self.lev.monsters.iter().position(|m| m.mx == sx && m.my == sy) {
                    let ac = i32::from(tables().mon(self.lev.monsters[i].mnum).ac);
                    if self.zap_hit(ac) {
                        if self.mon_reflects(i, None) {
                            // Reflected by what it wears or wields.
                            let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
                            if self.vis.cansee(mx, my) {
                                let name = self.mon_nam(i);
                                self.pline(format!("The {fltxt} hits {name}."));
                                self.mon_reflects(i, Some("But it reflects from %s %s!"));
                            }
                            dx = -dx;
                            dy = -dy;
                        } else {
                            self.zhitm_and_report(i, zt, nd);
                        }
                        range -= 2;
                    } else {
                        let name = self.mon_nam(i);
                        self.pline(format!("The {fltxt} misses {name}."));
                    }
                } else if sx == self.u.ux && sy == self.u.uy {
                    self.nomul();
                    let ac = self.u_ac();
                    if self.zap_hit(ac) {
                        range -= 2;
                        self.pline(format!("The {fltxt} hits you!"));
                        if self.u.has(Prop::Reflecting) {
                            self.pline("But it reflects from you!");
                            dx = -dx;
                            dy = -dy;
                        } else {
                            self.zhitu(zt, nd, fltxt);
                        }
                    } else if !self.u.has(Prop::Blinded) {
                        self.pline(format!("The {fltxt} whizzes by you!"));
                    }
                }
            }
            let blocked = !inside || {
                let typ = self.lev.typ(sx, sy);
                !crate::world::level::zap_pos(typ) || self.closed_door(sx, sy)
            };
            if blocked {
                range -= 1;
                if range > 0 && self.vis.cansee(lsx, lsy) {
                    self.pline(format!("The {fltxt} bounces!"));
                }
                (dx, dy) = self.bounce(sx, sy, lsx, lsy, dx, dy);
            }
        }
    }

    /// Whether (x, y) is a closed door (`closed_door`).
    pub fn closed_door(&self, x: i32, y: i32) -> bool {
        self.lev.typ(x, y) == oxhack_vm::terrain::DOOR
            && self.lev.at(x, y).doormask() & (crate::world::level::D_CLOSED | crate::world::level::D_LOCKED) != 0
    }

    /// The new direction of a ray at obstacle (sx, sy), coming from
    /// (lsx, lsy): straight back, or off one side of a corner.
    fn bounce(&mut self, sx: i32, sy: i32, lsx: i32, lsy: i32, dx: i32, dy: i32) -> (i32, i32) {
        if dx == 0 || dy == 0 || self.rng.rn2(20) == 0 {
            return (-dx, -dy);
        }
        let open = |g: &Game, x: i32, y: i32| {
            crate::world::level::isok(x, y) && crate::world::level::zap_pos(g.lev.typ(x, y)) && !g.closed_door(x, y)
        };
        let mut b = 0;
        if open(self, sx, lsy) && (crate::world::level::is_room(self.lev.typ(sx, lsy)) || open(self, sx + dx, lsy)) {
            b = 1;
        }
        if open(self, lsx, sy)
            && (crate::world::level::is_room(self.lev.typ(lsx, sy)) || open(self, lsx, sy + dy))
            && (b == 0 || self.rng.rn2(2) != 0)
        {
            b = 2;
        }
        match b {
            1 => (dx, -dy),
            2 => (-dx, dy),
            _ => (-dx, -dy),
        }
    }

    /// The ray hits monster `i`: the damage and its messages.
    fn zhitm_and_report(&mut self, i: usize, zt: ZapType, nd: i32) {
        let name = self.mon_nam(i);
        let fltxt = zt.name();
        let t = tables();
        let pm = self.lev.monsters[i].mnum;
        let res = crate::monsters::muse::props::mon_resists(t, &self.lev.monsters[i]);
        let mut dmg = 0;
        let mut resisted = false;
        let mut kill = false;
        match zt {
            ZapType::MagicMissile => dmg = self.rng.d(nd, 6),
            ZapType::Fire => {
                if res.contains(Mr::FIRE) {
                    resisted = true;
                } else {
                    dmg = self.rng.d(nd, 6);
                    if res.contains(Mr::COLD) {
                        dmg += 7;
                    }
                }
            }
            ZapType::Cold => {
                if res.contains(Mr::COLD) {
                    resisted = true;
                } else {
                    dmg = self.rng.d(nd, 6);
                    if res.contains(Mr::FIRE) {
                        dmg += self.rng.d(nd, 3);
                    }
                }
            }
            ZapType::Sleep => {
                if res.contains(Mr::SLEEP) {
                    resisted = true;
                } else {
                    let n = self.rng.d(nd, 25);
                    let m = &mut self.lev.monsters[i];
                    m.mcanmove = false;
                    m.mfrozen = n.clamp(1, 127) as u8;
                }
            }
            ZapType::Death => {
                let nonliving = is_undead(t, pm) || t.mon(pm).mlet == oxhack_defs::MonClass::Golem;
                if nonliving || is_demon(t, pm) {
                    resisted = true;
                } else {
                    kill = true;
                }
            }
            ZapType::Lightning => {
                if res.contains(Mr::ELEC) {
                    resisted = true;
                } else {
                    dmg = self.rng.d(nd, 6);
                }
                let m = &mut self.lev.monsters[i];
                m.mcansee = false;
                m.mblinded = m.mblinded.saturating_add(nd as u8 * 5);
            }
        }
        if !kill && dmg > 0 && self.resist_wand(i) {
            dmg /= 2;
        }
        if resisted {
            self.pline(format!("The {fltxt} hits {name}, but it seems unaffected."));
            self.wakeup(i, !self.m_using);
            return;
        }
        if kill {
            self.pline(format!("The {fltxt} hits {name}!"));
            let hp = self.lev.monsters[i].mhp;
            self.damage_monster(i, hp + 1, !self.m_using);
            return;
        }
        self.pline(format!("The {fltxt} hits {name}{}", if dmg < 5 { "." } else { "!" }));
        if zt != ZapType::Sleep {
            self.wakeup(i, !self.m_using);
        }
        if dmg > 0 {
            self.damage_monster(i, dmg, !self.m_using);
        }
    }

    /// `zhitu`: the ray hits the hero.
    pub fn zhitu(&mut self, zt: ZapType, nd: i32, fltxt: &str) {
        let mut dam = 0;
        match zt {
            ZapType::MagicMissile => {
                if self.u.has(Prop::Antimagic) {
                    self.pline("The missiles bounce off!");
                } else {
                    dam = self.rng.d(nd, 6);
                }
            }
            ZapType::Fire => {
                if self.u.has(Prop::FireRes) {
                    self.pline("You don't feel hot!");
                } else {
                    dam = self.rng.d(nd, 6);
                }
            }
            ZapType::Cold => {
                if self.u.has(Prop::ColdRes) {
                    self.pline("You don't feel cold.");
                } else {
                    dam = self.rng.d(nd, 6);
                }
            }
            ZapType::Sleep => {
                if self.u.has(Prop::SleepRes) {
                    self.pline("You don't feel sleepy.");
                } else {
                    let n = self.rng.d(nd, 25);
                    self.helpless(n, crate::actions::potion::WAKE_MSG);
                }
            }
            ZapType::Death => {
                let t = tables();
                let race = self.u.hero.race;
                if is_undead(t, race) || is_demon(t, race) {
                    self.pline("You seem unaffected.");
                } else if self.u.has(Prop::Antimagic) {
                    self.pline("You aren't affected.");
                } else {
                    self.u.uhp = 0;
                    self.done_died(fltxt);
                    return;
                }
            }
            ZapType::Lightning => {
                if self.u.has(Prop::ShockRes) {
                    self.pline("You aren't affected.");
                } else {
                    dam = self.rng.d(nd, 6);
                }
                if !self.u.has(Prop::Blinded) {
                    self.pline("You are blinded by the flash!");
                    let n = self.rng.rnd(50);
                    self.u.incr_timeout(Prop::Blinded, n as u32);
                    self.vision_recalc();
                }
            }
        }
        if self.u.has(Prop::HalfSpdam) {
            dam = (dam + 1) / 2;
        }
        if dam > 0 {
            self.losehp(dam, fltxt);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ZapType;
    use crate::game::Game;
    use crate::game::NewGame;
    use oxhack_tables::ids::*;

    #[test]
    fn wands_fire_their_rays() {
        assert_eq!(ZapType::of_wand(WAN_FIRE), Some(ZapType::Fire));
        assert_eq!(ZapType::of_wand(WAN_DEATH).map(ZapType::name), Some("death ray"));
        assert_eq!(ZapType::of_wand(WAN_STRIKING), None);
    }

    #[test]
    fn straight_rays_come_straight_back() {
        let mut g = Game::new(NewGame::quick(4)).expect("game");
        assert_eq!(g.bounce(10, 5, 9, 5, 1, 0), (-1, 0));
        assert_eq!(g.bounce(10, 5, 10, 4, 0, 1), (0, -1));
    }

    #[test]
    fn zap_hit_always_hits_poor_armor_classes_mostly() {
        let mut g = Game::new(NewGame::quick(4)).expect("game");
        let hits = (0..200).filter(|_| g.zap_hit(10)).count();
        assert!(hits > 180, "{hits}");
        let hits = (0..200).filter(|_| g.zap_hit(-20)).count();
        assert!(hits < 100, "{hits}");
    }
}
