//! The quest's plot (quest.c): the texts on arriving at its levels
//! (`onquest`), the leader's call heard at the portal's level, the
//! leader's judgement of the hero (`chat_with_leader`, `leader_speaks`),
//! the guardians' and the nemesis's words, the nemesis's death
//! (`nemdead`), the artifact touched (`artitouch`) and brought back
//! (`finish_quest`), and an attack on the leader angering the guardians.

use super::pager::*;
use crate::game::Game;
use crate::monsters::makemon::quest_mons;
use crate::world::level::DLevel;
use crate::world::you::A_WIS;
use oxhack_defs::{Pm, Sound};
use oxhack_tables::{ids, tables};

impl Game {
    /// A monster's sound as this game's quest sees it (`role_init` makes
    /// the role's nemesis speak as a nemesis and its leader as a leader,
    /// whatever the monster table says: the Tourist's nemesis is the
    /// Rogue's leader).
    pub fn quest_msound(&self, pm: Pm) -> Sound {
        match quest_mons(self.u.hero.role) {
            Some(q) if q.nemesis == pm => Sound::Nemesis,
            Some(q) if q.leader == pm => Sound::Leader,
            _ => tables().mon(pm).msound,
        }
    }

    /// `u.uhave.questart`: the hero carries the quest artifact.
    pub fn have_quest_artifact(&self) -> bool {
        let a = crate::objects::artifact::quest_artifact(self.u.hero.role);
        a.is_some() && self.u.invent.iter().any(|o| o.oartifact == a)
    }

    /// Monster `i` is the hero's quest leader.
    fn is_quest_leader(&self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        match self.quest.leader_m_id {
            Some(id) => id == m.m_id,
            None => quest_mons(self.u.hero.role).is_some_and(|q| q.leader == m.mnum),
        }
    }

    /// What `goto_level` asks before the hero leaves the home level for
    /// a deeper quest level: "A mysterious force prevents you from
    /// descending." unless the leader allowed it (`ok_to_quest`).
    pub fn quest_blocks_descent(&mut self, to: DLevel) -> bool {
        let Some(home) = self.quest_level("x-strt") else { return false };
        if self.u.uz != home || to.dnum != home.dnum || to == home {
            return false;
        }
        if self.ok_to_quest() {
            return false;
        }
        self.pline("A mysterious force prevents you from descending.");
        true
    }

    /// What `goto_level` does last on arrival (do.c): the leader's call
    /// on the level of the quest portal, then the quest's own level texts
    /// (`onquest`).
    pub fn quest_arrival(&mut self, from: DLevel) {
        let here = self.u.uz;
        let q = &self.quest;
        if !self.in_quest(from)
            && self.quest_branch().is_some_and(|(entry, _)| entry == here)
            && !(q.qcompleted || q.qexpelled || q.killed_leader)
        {
            if !self.quest.qcalled {
                self.quest.qcalled = true;
                self.com_pager(QT_CALLED);
            } else {
                let rogue = self.u.hero.role == ids::PM_ROGUE;
                self.com_pager(if rogue { QT_RECALLED_ROGUE } else { QT_RECALLED });
            }
        }
        self.onquest(from);
    }

    /// `onquest`: the texts of arriving at the home, locate and goal
    /// levels.
    pub fn onquest(&mut self, from: DLevel) {
        let here = self.u.uz;
        if self.quest.qcompleted || from == here || !self.in_quest(here) {
            return;
        }
        if Some(here) == self.quest_level("x-strt") {
            if !self.quest.first_start {
                self.qt_pager(QT_FIRSTTIME);
                self.quest.first_start = true;
            } else if from.dnum != here.dnum || from.dlevel < here.dlevel {
                self.qt_pager(if self.quest.not_ready <= 2 { QT_NEXTTIME } else { QT_OTHERTIME });
            }
        } else if Some(here) == self.quest_level("x-loca") {
            let from_above = from.dlevel < here.dlevel;
            if self.quest.killed_nemesis {
            } else if !self.quest.first_locate {
                if from_above {
                    self.qt_pager(QT_FIRSTLOCATE);
                }
                self.quest.first_locate = true;
            } else if from_above {
                self.qt_pager(QT_NEXTLOCATE);
            }
        } else if Some(here) == self.quest_level("x-goal") {
            if self.quest.killed_nemesis {
            } else if self.quest.made_goal == 0 {
                self.qt_pager(QT_FIRSTGOAL);
                self.quest.made_goal = 1;
            } else {
                let a = crate::objects::artifact::quest_artifact(self.u.hero.role);
                let here_too = a.is_some()
                    && (self.lev.objects.iter().any(|o| o.obj.oartifact == a)
                        || self.lev.monsters.iter().any(|m| m.minvent.iter().any(|o| o.oartifact == a)));
                self.qt_pager(if here_too { QT_NEXTGOAL } else { QT_ALTGOAL });
                self.quest.made_goal = (self.quest.made_goal + 1).min(7);
            }
        }
    }

    /// A monster died: the nemesis's death is the plot's (`nemdead`); the
    /// leader's ends the calls to the quest (`leader_is_dead`).
    pub fn quest_mon_died(&mut self, pm: Pm) {
        match self.quest_msound(pm) {
            Sound::Nemesis => self.nemdead(),
            Sound::Leader if quest_mons(self.u.hero.role).is_some_and(|q| q.leader == pm) => {
                self.quest.killed_leader = true;
            }
            _ => {}
        }
    }

    /// `nemdead`: the nemesis's dying words, once.
    pub fn nemdead(&mut self) {
        if !self.quest.killed_nemesis {
            self.quest.killed_nemesis = true;
            self.qt_pager(QT_KILLEDNEM);
        }
    }

    /// `artitouch`: the hero first takes the quest artifact (inventory
    /// item `i`).
    pub fn artitouch(&mut self, i: usize) {
        if self.quest.touched_artifact {
            return;
        }
        if let Some(o) = self.u.invent.get_mut(i) {
            o.dknown = true;
        }
        self.quest.touched_artifact = true;
        self.qt_pager(QT_GOTIT);
        self.exercise(A_WIS, true);
    }

    /// `finish_quest`: the artifact (inventory item `art`, none when the
    /// hero only carries the Amulet) is shown to the leader: thanks, the
    /// hint about the Bell if the hero lacks it, and the quest is done.
    pub fn finish_quest(&mut self, art: Option<usize>) {
        if self.u_have_amulet() {
            self.qt_pager(QT_HASAMULET);
            if let Some(k) = self.u.invent.iter().position(|o| o.otyp == ids::AMULET_OF_YENDOR) {
                self.fully_identify_obj(k);
            }
        } else {
            self.qt_pager(if self.quest.got_thanks { QT_OFFEREDIT2 } else { QT_OFFEREDIT });
            if !self.u.invent.iter().any(|o| o.otyp == ids::BELL_OF_OPENING) {
                self.com_pager(QT_NO_BELL);
            }
        }
        self.quest.got_thanks = true;
        if let Some(k) = art {
            self.quest.qcompleted = true;
            self.fully_identify_obj(k);
        }
    }

    /// `chat_with_leader`: what the leader says and does, by how far the
    /// hero has come.
    pub fn chat_with_leader(&mut self) {
        let has_art = self.have_quest_artifact();
        if has_art && !self.quest.met_nemesis {
            self.quest.cheater = true;
        }
        if self.quest.got_thanks {
            if self.u_have_amulet() {
                self.finish_quest(None);
            } else {
                self.qt_pager(QT_POSTHANKS);
            }
        } else if has_art {
            let a = crate::objects::artifact::quest_artifact(self.u.hero.role);
            let k = self.u.invent.iter().position(|o| o.oartifact == a);
            self.finish_quest(k);
        } else if self.quest.got_quest {
            let n = self.rng.rn1(10, QT_ENCOURAGE);
            self.qt_pager(n);
        } else {
            if !self.quest.met_leader {
                self.qt_pager(QT_FIRSTLEADER);
                self.quest.met_leader = true;
                self.quest.not_ready = 0;
            } else {
                self.qt_pager(QT_NEXTLEADER);
            }
            if Some(self.u.uz) != self.quest_level("x-strt") {
                return;
            }
            if self.not_capable() {
                self.qt_pager(QT_BADLEVEL);
                self.exercise(A_WIS, true);
                self.expulsion(false);
            } else if self.is_pure(true) < 0 {
                if !self.com_pager(QT_BANISHED) {
                    self.pline("You have strayed from your god; you are banished from the quest.");
                }
                self.expulsion(true);
            } else if self.is_pure(true) == 0 {
                self.qt_pager(QT_BADALIGN);
                if self.quest.not_ready == super::MAX_QUEST_TRIES {
                    self.qt_pager(QT_LASTLEADER);
                    self.expulsion(true);
                } else {
                    self.quest.not_ready += 1;
                    self.exercise(A_WIS, true);
                    self.expulsion(false);
                }
            } else {
                self.qt_pager(QT_ASSIGNQUEST);
                self.exercise(A_WIS, true);
                self.quest.got_quest = true;
            }
        }
    }

    /// `leader_speaks`: the leader next to the hero on its own turn; an
    /// angry one sends the hero away for good.
    pub fn leader_speaks(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if !m.mpeaceful {
            self.quest.pissed_off = true;
        }
        if Some(self.u.uz) != self.quest_level("x-strt") {
            return;
        }
        if self.quest.pissed_off {
            if !self.quest.qexpelled {
                self.qt_pager(QT_LASTLEADER);
                self.expulsion(true);
            }
        } else {
            self.chat_with_leader();
        }
    }

    /// `nemesis_speaks`: the nemesis's words as the hero comes near.
    pub fn nemesis_speaks(&mut self) {
        if !self.quest.in_battle {
            if self.have_quest_artifact() {
                self.qt_pager(QT_NEMWANTSIT);
            } else if self.quest.made_goal == 1 || !self.quest.met_nemesis {
                self.qt_pager(QT_FIRSTNEMESIS);
            } else if self.quest.made_goal < 4 {
                self.qt_pager(QT_NEXTNEMESIS);
            } else if self.quest.made_goal < 7 {
                self.qt_pager(QT_OTHERNEMESIS);
            } else if self.rng.rn2(5) == 0 {
                let n = self.rng.rn1(10, QT_DISCOURAGE);
                self.qt_pager(n);
            }
            if self.quest.made_goal < 7 {
                self.quest.made_goal += 1;
            }
            self.quest.met_nemesis = true;
        } else if self.rng.rn2(5) == 0 {
            let n = self.rng.rn1(10, QT_DISCOURAGE);
            self.qt_pager(n);
        }
    }

    /// `quest_chat`: `#chat` with the leader, the nemesis or a guardian.
    pub fn quest_chat(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        let (pm, id) = (m.mnum, m.m_id);
        if self.is_quest_leader(i) {
            self.quest.leader_m_id = Some(id);
            if self.lev.monsters[i].mpeaceful && !self.quest.pissed_off {
                self.chat_with_leader();
            }
            return;
        }
        match self.quest_msound(pm) {
            Sound::Nemesis => {
                let n = self.rng.rn1(10, QT_DISCOURAGE);
                self.qt_pager(n);
                self.quest.met_nemesis = true;
            }
            Sound::Guardian => {
                let after = self.have_quest_artifact() && self.quest.killed_nemesis;
                let n = self.rng.rn1(5, if after { QT_GUARDTALK2 } else { QT_GUARDTALK });
                self.qt_pager(n);
            }
            _ => {}
        }
    }

    /// `quest_talk` (and `quest_stat_check`): a quest monster next to the
    /// hero on its own turn speaks.
    pub fn quest_talk(&mut self, i: usize) {
        let Some(m) = self.lev.monsters.get(i) else { return };
        if m.msleeping || !m.mcanmove {
            return;
        }
        let (pm, id) = (m.mnum, m.m_id);
        if self.quest_msound(pm) == Sound::Nemesis {
            let m = &self.lev.monsters[i];
            self.quest.in_battle = (m.mx - self.u.ux).abs() <= 1 && (m.my - self.u.uy).abs() <= 1;
        }
        if self.is_quest_leader(i) {
            self.quest.leader_m_id = Some(id);
            self.leader_speaks(i);
        } else if self.quest_msound(pm) == Sound::Nemesis {
            self.nemesis_speaks();
        }
    }

    /// dothrow.c's `quest_arti_hits_leader`: the quest artifact thrown at
    /// the leader is caught; a peaceful leader takes it as brought back
    /// (`finish_quest`) and hands it back, an angry one keeps it. Returns
    /// whether the leader caught it (the thrown object is then dealt with).
    pub fn quest_arti_caught(&mut self, i: usize, obj: &crate::world::obj::Obj) -> bool {
        let a = crate::objects::artifact::quest_artifact(self.u.hero.role);
        if a.is_none() || obj.oartifact != a || !self.is_quest_leader(i) {
            return false;
        }
        self.lev.monsters[i].msleeping = false;
        if !self.lev.monsters[i].mcanmove {
            return false;
        }
        let name = self.monnam_cap(i);
        let what = crate::objects::objnam::the(&self.xname_of(obj));
        self.pline(format!("{name} catches {what}."));
        let m = &self.lev.monsters[i];
        if m.mpeaceful {
            let next2u = (m.mx - self.u.ux).abs() <= 1 && (m.my - self.u.uy).abs() <= 1;
            let k = self.addinv(obj.clone());
            self.finish_quest(Some(k));
            let how = if next2u { "hands" } else { "tosses" };
            self.pline(format!("{name} {how} {what} back to you."));
        } else {
            let mut o = obj.clone();
            o.owornmask = crate::world::obj::Worn::empty();
            self.lev.monsters[i].minvent.push(o);
        }
        true
    }

    /// `setmangry`'s quest rule: attacking the hero's own leader angers
    /// the guardians too, who sense it even unseen.
    pub fn quest_leader_attacked(&mut self, i: usize) {
        if !self.is_quest_leader(i) {
            return;
        }
        let Some(q) = quest_mons(self.u.hero.role) else { return };
        let mut seen = 0;
        for k in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[k];
            if m.mnum == q.guardian && m.mpeaceful {
                self.lev.monsters[k].mpeaceful = false;
                if self.canspotmon(&self.lev.monsters[k]) {
                    seen += 1;
                }
            }
        }
        if seen > 0 && !self.u.has(oxhack_defs::Prop::Halluc) {
            let name = tables().mon(q.guardian).name.to_string();
            let (who, verb) =
                if seen > 1 { (crate::objects::objnam::makeplural(&name), "appear") } else { (name, "appears") };
            self.pline(format!("The {who} {verb} to be angry too..."));
        }
    }
}
