//! What object generation needs to know of the hero: role, race,
//! alignment, level, luck, gifts received and weapon skills. The full
//! hero (`struct you`) grows around this when play arrives; keeping the
//! generation rules' view this small lets them be tested without a game.

use oxhack_defs::flags::M2;
use oxhack_defs::{Align, Pm, Skill, Tables};
use oxhack_tables as ids;
use serde::{Deserialize, Serialize};

/// Skill levels (`P_ISRESTRICTED` .. `P_GRAND_MASTER`).
pub const P_ISRESTRICTED: u8 = 0;
pub const P_UNSKILLED: u8 = 1;
pub const P_BASIC: u8 = 2;
pub const P_SKILLED: u8 = 3;
pub const P_EXPERT: u8 = 4;
pub const P_MASTER: u8 = 5;
pub const P_GRAND_MASTER: u8 = 6;

/// One skill's current and maximum level (`struct skills`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SkillLevel {
    pub skill: u8,
    pub max_skill: u8,
    /// Practice gained (`P_ADVANCE`): successful hits with the skill.
    #[serde(default)]
    pub advance: u32,
    /// Weapon slots spent advancing this skill (for `#enhance`).
    #[serde(default)]
    pub spent: u8,
}

/// The hero as generation rules see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hero {
    /// The role's monster type (`PM_VALKYRIE`).
    pub role: Pm,
    /// The race's monster type (`PM_HUMAN`, `PM_ELF`, ...).
    pub race: Pm,
    pub align: Align,
    pub ulevel: i32,
    pub uluck: i32,
    /// Sacrifice gifts received (`u.ugifts`).
    pub ugifts: i32,
    /// Indexed by [`Skill`] value.
    pub skills: Vec<SkillLevel>,
}

impl Hero {
    /// A level-1 hero with every skill restricted.
    pub fn new(role: Pm, race: Pm, align: Align) -> Hero {
        let n = Skill::ALL.len();
        Hero { role, race, align, ulevel: 1, uluck: 0, ugifts: 0, skills: vec![SkillLevel::default(); n] }
    }

    pub fn role_is(&self, pm: Pm) -> bool {
        self.role == pm
    }
    pub fn race_is(&self, pm: Pm) -> bool {
        self.race == pm
    }

    pub fn skill(&self, s: Skill) -> SkillLevel {
        self.skills.get(s.value() as usize).copied().unwrap_or_default()
    }
    pub fn set_skill(&mut self, s: Skill, skill: u8, max_skill: u8) {
        if let Some(slot) = self.skills.get_mut(s.value() as usize) {
            *slot = SkillLevel { skill, max_skill, ..*slot };
        }
    }

    /// The race flags this hero's race hates (`urace.hatemask`).
    pub fn hatemask(&self) -> M2 {
        match self.race {
            ids::PM_ELF | ids::PM_DWARF => M2::ORC,
            ids::PM_GNOME => M2::HUMAN,
            ids::PM_ORC => M2::HUMAN | M2::ELF | M2::DWARF,
            _ => M2::GNOME | M2::ORC,
        }
    }

    /// `race_hostile`: monsters of type `pm` are the hero's racial enemies.
    pub fn race_hostile(&self, t: &Tables, pm: Pm) -> bool {
        t.mon(pm).mflags2.intersects(self.hatemask())
    }
}

impl Default for Hero {
    /// A level-1 human neutral Tourist: the hero the command-line tools
    /// use when no game is running.
    fn default() -> Self {
        Hero::new(ids::PM_TOURIST, ids::PM_HUMAN, Align::Neutral)
    }
}
