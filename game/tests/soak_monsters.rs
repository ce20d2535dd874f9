//! Soak test with monsters of every attack type: wizard-mode robots
//! pressing random keys while, every few turns, a random monster is
//! created near the hero (as `^G` would), chosen so that across the run
//! every attack type (`AT_*`) and the common damage types are made and
//! used on the hero. The game's own tally of attacks made at the hero
//! ([`oxhack_game::monsters::tally`]) says which were really used; each
//! must be, at least once. Every 50 turns the game goes through a save
//! file's bytes, which must decode and re-encode to the same bytes.
//!
//! Now and then a monster on the level changes form (`newcham`) and the
//! hero takes a random body (`polymon`), so that armor bursting and the
//! hero-form rules are soaked too.
//!
//! A gas spore only explodes when it dies: one that reaches the hero is
//! killed there as the hero would kill it (`xkilled`), so its blast is
//! used on the hero like any attack.
//!
//! The default run is short; the bigger one is `--ignored` (CI's soak
//! step).

use oxhack_defs::flags::Geno;
use oxhack_defs::{AttackType, DamageType, Pm};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::monsters::tally::AttackTally;
use oxhack_game::ui::robot::BotTerm;
use oxhack_game::world::obj::Worn;
use oxhack_tables::{ids, tables};

/// How often (turns) the game goes through a save's bytes: often, since
/// a hero among these monsters seldom lives long.
const SAVE_EVERY: i64 = 50;

/// Every attack type the soak must see used on the hero.
const WANTED: [AttackType; 16] = [
    AttackType::Claw,
    AttackType::Bite,
    AttackType::Kick,
    AttackType::Butt,
    AttackType::Tuch,
    AttackType::Stng,
    AttackType::Hugs,
    AttackType::Spit,
    AttackType::Engl,
    AttackType::Brea,
    AttackType::Expl,
    AttackType::Boom,
    AttackType::Gaze,
    AttackType::Tent,
    AttackType::Weap,
    AttackType::Magc,
];

/// The common damage types the soak must see used on the hero.
const WANTED_AD: [DamageType; 10] = [
    DamageType::Phys,
    DamageType::Fire,
    DamageType::Cold,
    DamageType::Slee,
    DamageType::Elec,
    DamageType::Drst,
    DamageType::Acid,
    DamageType::Blnd,
    DamageType::Stck,
    DamageType::Dgst,
];

/// Attack types used from afar: their monsters are put in line with the
/// hero a few squares off.
fn from_afar(at: AttackType) -> bool {
    matches!(at, AttackType::Brea | AttackType::Spit)
}

/// What the run made and what the hero suffered.
#[derive(Default)]
struct Totals {
    created: std::collections::BTreeMap<u8, u64>,
    tally: AttackTally,
    games: u64,
    turns: i64,
    round_trips: u64,
    polymorphs: u64,
    hero_forms: u64,
}

impl Totals {
    fn add(&mut self, t: &AttackTally) {
        for (k, v) in &t.by_aatyp {
            *self.tally.by_aatyp.entry(*k).or_default() += v;
        }
        for (k, v) in &t.by_adtyp {
            *self.tally.by_adtyp.entry(*k).or_default() += v;
        }
    }
}

/// A small deterministic chooser for the test's own picks (the game's
/// random stream is left to the game).
struct Pick(u64);

impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The kinds that may be created for attack type `at`: no uniques,
/// Riders or kinds never generated.
fn candidates(at: AttackType) -> Vec<Pm> {
    let t = tables();
    (0..t.monsters.len() as u16)
        .map(Pm)
        .filter(|&pm| {
            let d = t.mon(pm);
            d.attacks.iter().any(|a| a.aatyp == at)
                && !d.geno.contains(Geno::UNIQ)
                && !d.geno.contains(Geno::NOGEN)
                && !matches!(pm, ids::PM_DEATH | ids::PM_FAMINE | ids::PM_PESTILENCE | ids::PM_LONG_WORM_TAIL)
        })
        .collect()
}

/// Creates one monster near the hero, of the least-used wanted attack
/// type (and of that type, preferring the least-used damage type).
fn spawn(g: &mut Game, seen: &AttackTally, totals: &mut Totals, pick: &mut Pick) {
    let t = tables();
    let mut combined = seen.clone();
    for (k, v) in &g.attack_tally.by_aatyp {
        *combined.by_aatyp.entry(*k).or_default() += v;
    }
    for (k, v) in &g.attack_tally.by_adtyp {
        *combined.by_adtyp.entry(*k).or_default() += v;
    }
    let least = WANTED.iter().map(|&a| combined.used(a)).min().unwrap_or(0);
    let choices: Vec<AttackType> = WANTED.iter().copied().filter(|&a| combined.used(a) == least).collect();
    let at = choices[pick.next(choices.len())];
    let kinds = candidates(at);
    // The wanted damage types least used come first; others after all.
    let score = |pm: Pm| {
        t.mon(pm)
            .attacks
            .iter()
            .filter(|a| a.aatyp == at)
            .map(|a| if WANTED_AD.contains(&a.adtyp) { combined.used_ad(a.adtyp) } else { u64::MAX / 2 })
            .min()
            .unwrap_or(u64::MAX)
    };
    let best = kinds.iter().map(|&pm| score(pm)).min().unwrap_or(0);
    let kinds: Vec<Pm> = kinds.into_iter().filter(|&pm| score(pm) == best).collect();
    let Some(&pm) = kinds.get(pick.next(kinds.len())) else { return };
    let (ux, uy) = (g.u.ux, g.u.uy);
    let mut spot = None;
    if from_afar(at) {
        let dirs = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
        let first = pick.next(8);
        'dirs: for k in 0..8 {
            let (dx, dy) = dirs[(first + k) % 8];
            for dist in [3, 4, 2, 5] {
                let clear = (1..dist).all(|s| oxhack_game::world::level::zap_pos(g.lev.typ(ux + dx * s, uy + dy * s)));
                let (x, y) = (ux + dx * dist, uy + dy * dist);
                if clear && g.with_mon(|c, lev| c.goodpos(lev, x, y, Some(pm), MmFlags::empty())) {
                    spot = Some((x, y));
                    break 'dirs;
                }
            }
        }
    }
    let spot = spot.or_else(|| {
        g.with_mon(|c, lev| c.enexto(lev, ux, uy, Some(pm)))
            .map(|c| (c.x, c.y))
            .filter(|&(x, y)| (x - ux).abs() <= 1 && (y - uy).abs() <= 1)
    });
    let Some((x, y)) = spot else { return };
    let Some(i) = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::empty())) else { return };
    let Some(m) = g.lev.monsters.get_mut(i) else { return };
    m.msleeping = false;
    m.mpeaceful = false;
    m.mtame = 0;
    m.mflee = false;
    m.mfrozen = 0;
    m.mcanmove = true;
    for a in t.mon(m.mnum).attacks.iter() {
        if a.aatyp != AttackType::None {
            *totals.created.entry(a.aatyp as u8).or_default() += 1;
        }
    }
    g.newsym(x, y);
}

/// What must hold between turns: a swallowed hero is inside a living
/// engulfer on the hero's square, a held one next to its holder; no
/// monster waits to arrive on the hero's level; monsters are alive and on
/// the map; a wielded weapon is carried; worn bits agree with what is
/// worn; no two monsters share a square, and none stands on the hero but
/// the engulfer.
fn check_invariants(g: &Game, seed: u64) {
    let t = tables();
    let (ux, uy) = (g.u.ux, g.u.uy);
    if g.u.uswallow {
        let id = g.u.ustuck.unwrap_or_else(|| panic!("seed {seed} turn {}: swallowed by nothing", g.moves));
        let i = g.mon_index(id).unwrap_or_else(|| panic!("seed {seed} turn {}: swallowed by a monster gone", g.moves));
        let m = &g.lev.monsters[i];
        assert_eq!((m.mx, m.my), (ux, uy), "seed {seed} turn {}: the engulfer is elsewhere", g.moves);
        assert!(
            t.mon(m.mnum).attacks.iter().any(|a| a.aatyp == AttackType::Engl),
            "seed {seed} turn {}: swallowed by a {} that cannot engulf",
            g.moves,
            t.mon(m.mnum).name
        );
    }
    if let Some(id) = g.u.ustuck {
        let i = g.mon_index(id).unwrap_or_else(|| panic!("seed {seed} turn {}: held by a monster gone", g.moves));
        let m = &g.lev.monsters[i];
        assert!(
            (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1,
            "seed {seed} turn {}: held by a {} far away; last messages {:?}",
            g.moves,
            t.mon(m.mnum).name,
            g.history.iter().rev().take(25).collect::<Vec<_>>()
        );
    }
    assert!(
        g.migrating.iter().all(|mg| mg.to != g.u.uz),
        "seed {seed} turn {}: a monster still on its way to the hero's level",
        g.moves
    );
    let mut seen = std::collections::BTreeSet::new();
    for m in &g.lev.monsters {
        assert!(
            oxhack_game::world::level::isok(m.mx, m.my),
            "seed {seed} turn {}: a {} off the map",
            g.moves,
            t.mon(m.mnum).name
        );
        assert!(m.mhp > 0, "seed {seed} turn {}: a dead {} left on the level", g.moves, t.mon(m.mnum).name);
    }
    assert!(g.u.uhp > 0, "seed {seed} turn {}: alive with {} hit points", g.moves, g.u.uhp);
    if g.u.upolyd() {
        assert!(g.u.upoly.mh > 0, "seed {seed} turn {}: a form with {} hit points", g.moves, g.u.upoly.mh);
    }
    for f in &g.lev.objects {
        assert!(oxhack_game::world::level::isok(f.x, f.y), "seed {seed} turn {}: an object off the map", g.moves);
        assert!(f.obj.quan > 0, "seed {seed} turn {}: an empty stack on the floor", g.moves);
    }
    for slot in [Worn::ARM, Worn::ARMC, Worn::ARMH, Worn::ARMS, Worn::ARMG, Worn::ARMF, Worn::ARMU, Worn::WEP] {
        let n = g.u.invent.iter().filter(|o| o.owornmask.contains(slot)).count();
        assert!(n <= 1, "seed {seed} turn {}: the hero wears {n} things in {slot:?}", g.moves);
    }
    for m in g.lev.monsters.iter().filter(|m| m.mhp > 0) {
        assert!(
            m.minvent.iter().all(|o| o.quan > 0),
            "seed {seed} turn {}: a {} carries an empty stack",
            g.moves,
            t.mon(m.mnum).name
        );
        let rock = oxhack_game::world::level::is_rock(g.lev.typ(m.mx, m.my));
        let through = oxhack_game::monsters::makemon::passes_walls(t, m.mnum)
            || t.mon(m.mnum).mflags1.contains(oxhack_defs::flags::M1::TUNNEL);
        assert!(
            !rock || through,
            "seed {seed} turn {}: a {} inside rock at {:?}",
            g.moves,
            t.mon(m.mnum).name,
            (m.mx, m.my)
        );
        assert!(seen.insert((m.mx, m.my)), "seed {seed} turn {}: two monsters at {:?}", g.moves, (m.mx, m.my));
        if (m.mx, m.my) == (ux, uy) {
            assert!(
                g.u.uswallow && g.u.ustuck == Some(m.m_id),
                "seed {seed} turn {}: a {} stands on the hero",
                g.moves,
                t.mon(m.mnum).name
            );
        }
        if let Some(w) = m.mw {
            assert!(w < m.minvent.len(), "seed {seed} turn {}: a {} wields nothing", g.moves, t.mon(m.mnum).name);
        }
        let worn = m.minvent.iter().fold(0u32, |acc, o| acc | (o.owornmask & Worn::ARMOR).bits());
        let claimed = m.misc_worn_check & Worn::ARMOR.bits();
        assert_eq!(
            claimed,
            worn,
            "seed {seed} turn {}: a {}'s worn bits disagree; last messages {:?}",
            g.moves,
            t.mon(m.mnum).name,
            g.history.iter().rev().take(25).collect::<Vec<_>>()
        );
    }
}

/// A gas spore next to the hero is killed there, as the hero would.
fn pop_gas_spores(g: &mut Game) {
    let (ux, uy) = (g.u.ux, g.u.uy);
    if let Some(i) = g
        .lev
        .monsters
        .iter()
        .position(|m| m.mnum == ids::PM_GAS_SPORE && m.mhp > 0 && (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1)
    {
        g.xkilled(i);
    }
}

/// Plays one wizard-mode game with monsters made every `every` turns,
/// for up to `turns` turns; the save round trip every `SAVE_EVERY` turns.
fn play(seed: u64, turns: i64, every: i64, seen: &AttackTally, totals: &mut Totals) {
    let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("new game");
    g.set_term(Box::new(BotTerm::new(seed, 2_000_000)));
    // A sturdy hero, so that games last among these monsters.
    g.u.uhpmax = 1_000;
    g.u.uhp = 1_000;
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let start = g.moves;
    let mut next_spawn = g.moves + every;
    let mut next_save = g.moves + SAVE_EVERY;
    let mut polymorphs = 0;
    let mut hero_forms = 0;
    while g.over.is_none() && !g.hangup() && !g.saved && g.moves - start <= turns {
        g.step();
        if g.over.is_some() {
            break;
        }
        if std::env::var("MFULL_TRACE").is_ok() {
            let held = g.u.ustuck.and_then(|id| g.mon_index(id)).map(|i| (g.lev.monsters[i].mx, g.lev.monsters[i].my));
            eprintln!(
                "turn {} hero {:?} held by {:?} msgs {:?}",
                g.moves,
                (g.u.ux, g.u.uy),
                held,
                g.history.iter().rev().take(3).collect::<Vec<_>>()
            );
        }
        check_invariants(&g, seed);
        pop_gas_spores(&mut g);
        if g.moves >= next_spawn {
            next_spawn = g.moves + every;
            // Now and then a monster changes form, and what it wore and
            // wielded must fit its new body (`newcham`).
            if pick.next(3) == 0 && !g.lev.monsters.is_empty() {
                let i = pick.next(g.lev.monsters.len());
                polymorphs += u64::from(g.newcham_msg(i, None, true));
            }
            // And now and then the hero takes a random body, for the
            // rules that ask about the hero's form.
            if pick.next(12) == 0 && !g.u.upolyd() {
                let forms = candidates(WANTED[pick.next(WANTED.len())]);
                if let Some(&pm) = forms.get(pick.next(forms.len())) {
                    hero_forms += u64::from(g.polymon(pm, false));
                }
            }
            // Keep the level from filling: a few at a time.
            if g.lev.monsters.len() < 12 {
                spawn(&mut g, seen, totals, &mut pick);
            }
        }
        if g.moves >= next_save {
            next_save += SAVE_EVERY;
            let bytes = oxhack_game::save::encode(&g).expect("encode");
            let mut r = oxhack_game::save::decode(&bytes).expect("decode");
            assert_eq!(oxhack_game::save::encode(&r).expect("re-encode"), bytes, "seed {seed}: decode(encode(g)) != g");
            r.win = std::mem::replace(&mut g.win, Box::new(oxhack_game::ui::Headless::default()));
            r.attack_tally = std::mem::take(&mut g.attack_tally);
            g = r;
            totals.round_trips += 1;
        }
    }
    totals.turns += g.moves - start;
    totals.polymorphs += polymorphs;
    totals.hero_forms += hero_forms;
    totals.games += 1;
    totals.add(&g.attack_tally);
}

/// Runs `slots` games (a new seed when one ends early) of `turns` turns,
/// then checks every wanted attack and damage type was created and used.
fn soak(slots: std::ops::RangeInclusive<u64>, turns: i64, every: i64) {
    let mut totals = Totals::default();
    for slot in slots {
        let mut left = turns;
        let mut k = 0;
        while left > 0 && k < 200 {
            let before = totals.turns;
            // Each game chooses by its own tally alone, so that any game
            // replays by its seed (`one_seed_of_the_monster_soak`).
            play(7_000 + slot + 1_000 * k, left, every, &AttackTally::default(), &mut totals);
            left -= (totals.turns - before).max(1);
            k += 1;
        }
    }
    let name = |a: AttackType| format!("{a:?}");
    let report: Vec<String> = WANTED
        .iter()
        .map(|&a| {
            format!("{} {}/{}", name(a), totals.created.get(&(a as u8)).copied().unwrap_or(0), totals.tally.used(a))
        })
        .collect();
    eprintln!(
        "monster soak: {} games, {} turns, {} round trips, {} changes of form, {} hero forms; created/used: {}",
        totals.games,
        totals.turns,
        totals.round_trips,
        totals.polymorphs,
        totals.hero_forms,
        report.join(", ")
    );
    let ads: Vec<String> = WANTED_AD.iter().map(|&d| format!("{d:?} {}", totals.tally.used_ad(d))).collect();
    eprintln!("monster soak: damage types used: {}", ads.join(", "));
    for a in WANTED {
        assert!(totals.created.get(&(a as u8)).copied().unwrap_or(0) > 0, "no monster with {a:?} was created");
        assert!(totals.tally.used(a) > 0, "no {a:?} attack was used on the hero");
    }
    for d in WANTED_AD {
        assert!(totals.tally.used_ad(d) > 0, "no attack doing {d:?} was used on the hero");
    }
    assert!(totals.round_trips > 0, "the save round trip ran");
    assert!(totals.polymorphs > 0, "monsters changed form");
    assert!(totals.hero_forms > 0, "the hero changed form");
}

#[test]
fn robots_meet_every_attack_type_and_saves_are_exact() {
    soak(1..=6, 3_000, 6);
}

/// One game of the soak, for a seed given in `MFULL_SEED` (a failure's
/// seed, replayed alone).
#[test]
#[ignore = "replays one seed of the monster soak"]
fn one_seed_of_the_monster_soak() {
    let Some(seed) = std::env::var("MFULL_SEED").ok().and_then(|s| s.parse().ok()) else { return };
    let mut totals = Totals::default();
    play(seed, 5_000, 5, &AttackTally::default(), &mut totals);
}

#[test]
#[ignore = "the bigger monster soak; CI's --ignored soak step runs it"]
fn full_monster_soak() {
    soak(1..=30, 5_000, 5);
}
