//! Writes sample images to /tmp/look for eyeballing.
use castalia_bot::render::*;
use castalia_bot::rules::*;
fn main() {
    std::fs::create_dir_all("/tmp/look").unwrap();
    for size in [48u32, 64, 96] {
        for (name, bg) in [
            ("light", [238, 216, 178]),
            ("dark", [176, 128, 88]),
            ("ocean", [98, 144, 172]),
        ] {
            piece_sheet(size, bg)
                .unwrap()
                .save(format!("/tmp/look/sheet{size}-{name}.png"))
                .unwrap();
        }
    }
    let pos = Position::start(Variant::Castalia);
    let png = render_png(&pos, &RenderOptions::default()).unwrap();
    std::fs::write("/tmp/look/start.png", &png).unwrap();
    println!("start png {} bytes", png.len());
}
