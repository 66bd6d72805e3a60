import json, sys
from datetime import datetime, timezone
from pathlib import Path
from browser import CHROMIUM, CHROMIUM_ARGS, serve_dist
from clicks import mid_doc
from playwright.sync_api import sync_playwright
with serve_dist(Path("/work/wt/lead/dist")) as (_b, base), sync_playwright() as pw:
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    for game in ("plus_ultra", "nippon"):
        for lang in ("en", "es"):
            for name, vp in (("desk", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844})):
                ctx = browser.new_context(viewport=vp, service_workers="block", locale=lang)
                page = ctx.new_page()
                page.goto(base + "pyscript.json")
                page.evaluate("""([name, value, lang]) => {localStorage.setItem('euro-games/v1/current', name);
                    localStorage.setItem('euro-games/v1/autosave/' + name, value); localStorage.setItem('euro-games/v1/lang', lang);}""",
                    [f"{game}/t", json.dumps({"saved": datetime.now(timezone.utc).isoformat(), "doc": mid_doc(game, 4, 11)}), lang])
                page.goto(base + f"index.html?lang={lang}")
                page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=240_000)
                if page.locator("[data-testid=continue]").is_visible():
                    page.click("[data-testid=continue]")
                t = page.locator("#board [data-action]")
                if t.count():
                    t.first.click(); page.wait_for_timeout(800)
                    if page.locator("[data-testid=continue]").is_visible():
                        page.click("[data-testid=continue]")
                page.screenshot(path=f"/tmp/shots/{game}-{lang}-{name}.png", full_page=False)
                ctx.close()
    browser.close()
