//! The hero at the start of a game (u_init.c): hit points, power,
//! intrinsics, inventory, skills and attributes, and the welcome message.
//! [`Game::new`](crate::game::Game::new) calls it while it lays out the
//! new game.

use crate::game::Game;
use crate::hero::role::role_info;
use oxhack_tables::ids;

impl Game {
    /// `u_init`: the hero's starting hit points, power, intrinsics,
    /// inventory, discoveries, skills and attributes, in NetHack's order
    /// (so the same seed makes the same hero).
    pub fn u_init(&mut self) {
        let role = role_info(self.u.hero.role);
        self.u.hero.ulevel = 0;
        self.u.uhp = self.newhp();
        self.u.uhpmax = self.u.uhp;
        self.u.uen = self.newpw();
        self.u.uenmax = self.u.uen;
        self.adjabil(0, 1);
        self.u.hero.ulevel = 1;
        self.u.ulevelmax = 1;
        self.u.uhunger = 900;
        self.u.uhs = crate::world::you::Hunger::NotHungry;
        self.u.ublesscnt = 300;
        self.u.ualign.record = role.initrecord;
        self.env.ualign_record = role.initrecord;
        self.u.hero.uluck = 0;
        self.u.moreluck = 0;
        self.life.next_attrib_check = 600;
        crate::hero::u_inv::starting_inventory(self);
        self.init_attr(75);
        for i in 0..crate::world::you::A_MAX {
            if self.rng.rn2(20) == 0 {
                let xd = self.rng.rn2(7) - 2;
                self.adjattrib(i, xd, false);
                if self.u.abase[i] < self.u.amax[i] {
                    self.u.amax[i] = self.u.abase[i];
                }
            }
        }
        self.u.umovement = crate::world::mondata::NORMAL_SPEED;
    }

    /// The welcome message (`welcome`): "Hello Agnar, welcome to OxHack!
    /// You are a lawful human Valkyrie." The gender is named only for
    /// roles that allow both and have one name for both.
    pub fn welcome(&mut self, new_game: bool) {
        let r = role_info(self.u.hero.role);
        let race = crate::hero::role::race_info(self.u.hero.race).adj;
        let hello = match self.u.hero.role {
            ids::PM_KNIGHT => "Salutations",
            ids::PM_SAMURAI => "Konnichi wa",
            ids::PM_TOURIST => "Aloha",
            _ => "Hello",
        };
        let name = self.u.name.clone();
        let role = r.name_for(self.u.female);
        if new_game {
            let mut buf = format!(" {}", crate::hero::role::align_str(self.u.hero.align));
            let both = crate::hero::role::ROLE_MALE | crate::hero::role::ROLE_FEMALE;
            if r.name_f.is_none() && r.allow & crate::hero::role::ROLE_GENDMASK == both {
                buf.push_str(if self.u.female { " female" } else { " male" });
            }
            self.pline(format!("{hello} {name}, welcome to OxHack!  You are a{buf} {race} {role}."));
        } else {
            self.pline(format!("{hello} {name}, the {race} {role}, welcome back to OxHack!"));
        }
    }
}
