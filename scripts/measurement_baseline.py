#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hold today's estimates against the published measurements in core/workload/data/measurements.csv.

For every row that names `fit_options`, runs `rigsmith-cli fit <fit_options> --json` and compares the estimate with
the measured figure: served rows (`--serving`) with serving.totalTokensPerSecond, fine-tuning rows with
memoryPerGpuGB, the rest with throughput (tokens/s). Writes the comparison, the mean absolute error per class and
how many rows fall inside the band Rigsmith states, as markdown.

    scripts/measurement_baseline.py --cli build/bin/rigsmith-cli --out core/workload/data/measurements_baseline.md

Standard library only. The measurements are for checking: nothing here feeds a fit.
"""

import argparse
import csv
import json
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLASSES = ["serving", "moe", "decode", "finetune-memory"]


def estimate_of(row, answer):
    """The estimate comparable with the row's figure, and the band Rigsmith states for it (a fraction)."""
    options = row["fit_options"]
    if row["class"] == "finetune-memory":
        return answer.get("memoryPerGpuGB"), answer.get("memoryBand") or 0.0
    if "--serving" in options:
        serving = answer.get("serving") or {}
        return serving.get("totalTokensPerSecond"), answer.get("throughputBand") or 0.0
    return answer.get("throughput"), answer.get("throughputBand") or 0.0


def run_fit(cli, options):
    args = [cli, "fit"] + shlex.split(options) + ["--json"]
    done = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if done.returncode != 0:
        return None, (done.stderr or done.stdout).strip().splitlines()[-1:] or ["exit %d" % done.returncode]
    try:
        return json.loads(done.stdout), None
    except json.JSONDecodeError as e:
        return None, ["not JSON: %s" % e]


def compare(rows, cli):
    results = []
    for row in rows:
        result = {"row": row, "estimate": None, "band": 0.0, "error": None, "why": ""}
        if not row["fit_options"]:
            result["why"] = "not comparable: " + (row["note"] or "no fit options")
        else:
            answer, failure = run_fit(cli, row["fit_options"])
            if failure:
                result["why"] = "fit refused: " + " ".join(failure)
            else:
                estimate, band = estimate_of(row, answer)
                result["band"] = band
                result["fits"] = answer.get("fits")
                if estimate is None or estimate <= 0:
                    result["why"] = "no estimate (%s)" % ("does not fit" if not answer.get("fits") else "no basis")
                else:
                    result["estimate"] = estimate
                    result["error"] = (estimate / float(row["figure"]) - 1.0) * 100.0
                    if not answer.get("fits"):
                        result["why"] = "Rigsmith says it does not fit"
        results.append(result)
    return results


def summary_line(name, group):
    errors = [r["error"] for r in group if r["error"] is not None]
    if not errors:
        return "| %s | %d | 0 | – | – | – |" % (name, len(group))
    inside = sum(1 for r in group if r["error"] is not None and r["band"] > 0 and abs(r["error"]) <= r["band"] * 100)
    bands = sorted({round(r["band"] * 100) for r in group if r["error"] is not None})
    mae = sum(abs(e) for e in errors) / len(errors)
    signed = sum(errors) / len(errors)
    return "| %s | %d | %d | %.0f %% | %+.0f %% | %d of %d (band ±%s %%) |" % (
        name, len(group), len(errors), mae, signed, inside, len(errors), "/".join(str(b) for b in bands))


def markdown(results):
    out = []
    out.append("| class | rows | compared | mean abs. error | mean signed error | inside Rigsmith's band |")
    out.append("|---|---|---|---|---|---|")
    for c in CLASSES:
        group = [r for r in results if r["row"]["class"] == c]
        out.append(summary_line(c, group))
        if c == "moe":
            served = [r for r in group if "--serving" in r["row"]["fit_options"]]
            single = [r for r in group if r["row"]["fit_options"] and "--serving" not in r["row"]["fit_options"]]
            offload = [r for r in single if "--offload-expert" in r["row"]["fit_options"]]
            out.append(summary_line("moe: served (vLLM/SGLang/TRT-LLM)", served))
            out.append(summary_line("moe: single user, experts on GPU", [r for r in single if r not in offload]))
            out.append(summary_line("moe: single user, experts (all or some layers') in system memory", offload))
        if c in ("serving", "moe"):
            known = [r for r in group if "form not stated" not in r["row"]["gpu"]]
            if len(known) != len(group):
                out.append(summary_line("%s: card form stated" % c, known))
        if c == "decode":
            for engine in ("ExLlama", "MLC", "llama.cpp"):
                out.append(summary_line("decode: %s" % engine,
                                        [r for r in group if r["row"]["engine"].startswith(engine)]))
    out.append("")
    out.append("| id | class | engine | GPU × n | model | in/out | conc. | measured | unit | estimate | error | band | note |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        row = r["row"]
        io = "%s/%s" % (row["input_tokens"] or "–", row["output_tokens"] or "–")
        estimate = "%.4g" % r["estimate"] if r["estimate"] is not None else "–"
        error = "%+.0f %%" % r["error"] if r["error"] is not None else "–"
        inside = ""
        if r["error"] is not None and r["band"] > 0:
            inside = "±%d %% %s" % (round(r["band"] * 100), "in" if abs(r["error"]) <= r["band"] * 100 else "out")
        out.append("| %s | %s | %s | %s × %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            row["id"], row["class"], row["engine"], row["gpu"], row["gpu_count"] or "1", row["model"], io,
            row["concurrency"] or "–", row["figure"], row["unit"], estimate, error, inside, r["why"]))
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "rigsmith-cli"))
    parser.add_argument("--csv", default=os.path.join(ROOT, "core", "workload", "data", "measurements.csv"))
    parser.add_argument("--out", help="write the tables into this markdown file between the markers")
    a = parser.parse_args()
    if not os.access(a.cli, os.X_OK):
        sys.exit("no rigsmith-cli at %s (build the rigsmith-cli target or pass --cli)" % a.cli)
    with open(a.csv, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    bad = [r["id"] for r in rows if r["class"] not in CLASSES]
    if bad:
        sys.exit("unknown class in rows %s" % ", ".join(bad))
    tables = markdown(compare(rows, a.cli))
    if not a.out:
        sys.stdout.write(tables)
        return
    begin, end = "<!-- baseline begin -->", "<!-- baseline end -->"
    with open(a.out, encoding="utf-8") as f:
        text = f.read()
    if begin not in text or end not in text:
        sys.exit("%s lacks the %s / %s markers" % (a.out, begin, end))
    head, rest = text.split(begin, 1)
    tail = rest.split(end, 1)[1]
    tmp = a.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(head + begin + "\n" + tables + end + tail)
    os.replace(tmp, a.out)


if __name__ == "__main__":
    main()
