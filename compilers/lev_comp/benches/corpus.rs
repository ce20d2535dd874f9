//! Benchmark: compile NetHack 3.6.7's whole corpus (24 files, 120 levels)
//! in one process, encoding every level, and print the median time; then
//! the same for a 20,000-line file with 10,000 syntax errors (the author
//! diagnostics look at the tokens around each error: this keeps them
//! from costing time per error).
//! Run with `cargo bench -p lev_comp`.

fn main() {
    let Some(dir) = oxhack_testkit::corpus() else { return };
    let mut inputs: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .map(|p| (p.display().to_string(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    inputs.sort();
    let opts = lev_comp::CheckOptions::default();
    let mut levels = 0;
    let times = oxhack_testkit::time_runs(50, || {
        levels = 0;
        for (name, text) in &inputs {
            let mut sources = oxhack_diag::Sources::new();
            let id = sources.add(name.clone(), text.clone());
            let mut diags = oxhack_diag::Diags::new();
            let compiled = lev_comp::compile(id, text, &opts, &mut diags).expect("corpus compiles");
            for l in &compiled {
                std::hint::black_box(l.program.encode());
            }
            levels += compiled.len();
        }
    });
    println!("{}", oxhack_testkit::report(&format!("lev_comp: {} files, {levels} levels", inputs.len()), &times));

    let head = "MAZE:\"t\",' '\nGEOMETRY:center,center\nMAP\n.....\n.....\nENDMAP\n";
    let bad: String = std::iter::once(head.to_string())
        .chain(
            (0..20_000)
                .map(|i| if i % 2 == 1 { "DOOR: closed\n".into() } else { "MONSTER: 'd', ($x, 1)\n".to_string() }),
        )
        .collect();
    let mut errors = 0;
    let times = oxhack_testkit::time_runs(10, || {
        let mut sources = oxhack_diag::Sources::new();
        let id = sources.add("bad.des", bad.clone());
        let mut diags = oxhack_diag::Diags::new();
        assert!(lev_comp::compile(id, &bad, &opts, &mut diags).is_none());
        errors = diags.error_count();
    });
    println!("{}", oxhack_testkit::report(&format!("lev_comp: 20,000 lines, {errors} errors"), &times));
}
