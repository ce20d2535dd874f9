//! Times compiling one file (development aid for slow inputs).
fn main() {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).expect("readable");
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let t = std::time::Instant::now();
        let mut sources = oxhack_diag::Sources::new();
        let id = sources.add(path.clone(), text.clone());
        let mut diags = oxhack_diag::Diags::new();
        let _ = lev_comp::compile(id, &text, &Default::default(), &mut diags);
        let t1 = t.elapsed();
        let out = sources.render_plain(&diags.list);
        println!(
            "{path}: {} bytes, {} diags, compile {:?}, render {:?} ({} bytes)",
            bytes.len(),
            diags.list.len(),
            t1,
            t.elapsed() - t1,
            out.len()
        );
    }
}
