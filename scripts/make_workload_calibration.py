#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compiles core/workload/calibration.csv from the sourced research tables.

usage: make_workload_calibration.py RESEARCH_WORKLOADS_DIR TPU_JSONL OUT_CSV

Each output row is one published measurement (source URL and quote carried over) with the GPU's
FP32 TFLOPS and memory bandwidth from the TechPowerUp database (its URL in spec_url). Rows of one
`set` come from one harness and are compared only with each other. Lambda Labs' tables are not
used anywhere (they are kept for an independent check).
"""
import csv
import json
import re
import sys

research, tpu_path, out_path = sys.argv[1:4]

tpu = {}
for line in open(tpu_path, encoding="utf-8"):
    d = json.loads(line)
    if d.get("vendor") == "nvidia":
        tpu[d["name"]] = d


def family(d):
    arch, chip = d.get("architecture", ""), d.get("gpuName", "")
    if arch == "Ampere":
        return "ampere-ga100" if chip.startswith("GA100") else "ampere"
    return {"Pascal": "pascal", "Volta": "volta", "Turing": "turing", "Ada Lovelace": "ada",
            "Hopper": "hopper", "Blackwell 2.0": "blackwell"}[arch]


# throughput.csv row -> (set, kind, TechPowerUp name, value transform)
ms16 = lambda v: 16.0 / float(v) * 1000.0  # ms per batch of 16 -> images/s
T = {
    # NVIDIA DeepLearningExamples, PyTorch ResNet-50 v1.5
    1: ("dle-pt-rn50", "mixed", "A100 SXM4 80 GB"), 3: ("dle-pt-rn50", "mixed", "Tesla V100 SXM2 16 GB"),
    5: ("dle-pt-rn50", "mixed", "Tesla V100 SXM2 32 GB"),
    0: ("dle-pt-rn50", "fp32", "A100 SXM4 80 GB"), 2: ("dle-pt-rn50", "fp32", "Tesla V100 SXM2 16 GB"),
    4: ("dle-pt-rn50", "fp32", "Tesla V100 SXM2 32 GB"),
    # NVIDIA DeepLearningExamples, TensorFlow 1 ResNet-50 v1.5
    7: ("dle-tf-rn50", "mixed", "A100 SXM4 40 GB"), 9: ("dle-tf-rn50", "mixed", "Tesla V100 SXM2 16 GB"),
    11: ("dle-tf-rn50", "mixed", "Tesla V100 SXM3 32 GB"),
    6: ("dle-tf-rn50", "fp32", "A100 SXM4 40 GB"), 8: ("dle-tf-rn50", "fp32", "Tesla V100 SXM2 16 GB"),
    10: ("dle-tf-rn50", "fp32", "Tesla V100 SXM3 32 GB"),
    # NVIDIA DeepLearningExamples, PyTorch BERT-Large
    13: ("dle-pt-bert-p1", "mixed", "A100 SXM4 80 GB"), 19: ("dle-pt-bert-p1", "mixed", "Tesla V100 SXM2 32 GB"),
    15: ("dle-pt-bert-p2", "mixed", "A100 SXM4 80 GB"), 21: ("dle-pt-bert-p2", "mixed", "Tesla V100 SXM2 32 GB"),
    17: ("dle-pt-bert-squad", "mixed", "A100 SXM4 80 GB"), 23: ("dle-pt-bert-squad", "mixed", "Tesla V100 SXM2 32 GB"),
    12: ("dle-pt-bert-p1", "fp32", "A100 SXM4 80 GB"), 18: ("dle-pt-bert-p1", "fp32", "Tesla V100 SXM2 32 GB"),
    14: ("dle-pt-bert-p2", "fp32", "A100 SXM4 80 GB"), 20: ("dle-pt-bert-p2", "fp32", "Tesla V100 SXM2 32 GB"),
    16: ("dle-pt-bert-squad", "fp32", "A100 SXM4 80 GB"), 22: ("dle-pt-bert-squad", "fp32", "Tesla V100 SXM2 32 GB"),
    # mli/transformers-benchmarks: one layer forward + backward, fp16 (A100 80GB and V100 32GB variant not
    # stated: the SXM4 / SXM2 entries are assumed)
    35: ("mli-bert-layer", "mixed", "A100 SXM4 80 GB"), 39: ("mli-bert-layer", "mixed", "RTX A6000"),
    43: ("mli-bert-layer", "mixed", "Tesla V100 SXM2 32 GB"), 47: ("mli-bert-layer", "mixed", "GeForce RTX 3090 Ti"),
    51: ("mli-bert-layer", "mixed", "GeForce RTX 4090"),
    36: ("mli-gpt2-block", "mixed", "A100 SXM4 80 GB"), 40: ("mli-gpt2-block", "mixed", "RTX A6000"),
    44: ("mli-gpt2-block", "mixed", "Tesla V100 SXM2 32 GB"), 48: ("mli-gpt2-block", "mixed", "GeForce RTX 3090 Ti"),
    52: ("mli-gpt2-block", "mixed", "GeForce RTX 4090"),
    # server-gear tf_cnn_benchmarks, ResNet-50 fp16, batch 256 per GPU
    55: ("tfcnn-rn50", "mixed", "GeForce RTX 3090"),
    # u39kun ResNet-152, PyTorch 0.3, batch 16
    58: ("u39kun-rn152", "mixed", "TITAN V", ms16), 60: ("u39kun-rn152", "mixed", "GeForce GTX 1080 Ti", ms16),
    62: ("u39kun-rn152", "mixed", "Tesla V100 SXM2 16 GB", ms16), 64: ("u39kun-rn152", "mixed", "GeForce RTX 2080 Ti", ms16),
    57: ("u39kun-rn152", "fp32", "TITAN V", ms16), 59: ("u39kun-rn152", "fp32", "GeForce GTX 1080 Ti", ms16),
    61: ("u39kun-rn152", "fp32", "Tesla V100 SXM2 16 GB", ms16), 63: ("u39kun-rn152", "fp32", "GeForce RTX 2080 Ti", ms16),
    # mosaicml llm-foundry, bf16, per GPU of 8
    67: ("llmfoundry-mpt7b", "mixed", "H100 SXM5 80 GB"), 72: ("llmfoundry-mpt7b", "mixed", "A100 SXM4 80 GB"),
    68: ("llmfoundry-mpt13b", "mixed", "H100 SXM5 80 GB"), 73: ("llmfoundry-mpt13b", "mixed", "A100 SXM4 80 GB"),
    69: ("llmfoundry-mpt1b", "mixed", "H100 SXM5 80 GB"), 74: ("llmfoundry-mpt1b", "mixed", "A100 SXM4 80 GB"),
}
# GPU-Insights (crowd-sourced, one harness per version); memory-modded cards and Jetson left out.
GI = {
    "gi1-rn50": {89: "GeForce RTX 5090", 93: "RTX PRO 6000 Blackwell", 103: "GeForce RTX 4090",
                 117: "A100 PCIe 40 GB", 119: "GeForce RTX 3090", 129: "RTX A5000", 135: "GeForce RTX 2080 Ti",
                 141: "Tesla V100S PCIe 32 GB", 145: "TITAN X Pascal", 147: "TITAN Xp", 149: "P104-100"},
    "gi2-rn50": {91: "GeForce RTX 5090", 95: "RTX PRO 6000 Blackwell", 97: "RTX PRO 6000 Blackwell Server",
                 99: "H100 SXM5 80 GB", 105: "GeForce RTX 4090 D", 125: "GeForce RTX 3090", 127: "RTX A5500",
                 137: "Tesla T4", 139: "Quadro RTX 6000", 143: "Tesla V100S PCIe 32 GB", 113: "A2 PCIe"},
    "gi2-vit": {153: "A100 SXM4 40 GB", 155: "GeForce RTX 3090", 157: "Tesla V100 PCIe 32 GB",
                160: "GeForce RTX 4080 SUPER", 162: "GeForce RTX 4080", 164: "L40S", 166: "Quadro RTX 6000",
                168: "GeForce RTX 4070 SUPER"},
}
for s, rows in GI.items():
    for i, name in rows.items():
        T[i] = (s, "mixed", name)
        T[i - 1] = (s, "fp32", name)
T[102] = ("gi1-rn50", "fp32", "GeForce RTX 4090")  # the FP32 row precedes its FP16 row
# server-gear 4090 (NGC 23.02) against the 3090 (NGC 20.12): same harness and batch
tp = list(csv.DictReader(open(f"{research}/throughput.csv", encoding="utf-8")))
for i, r in enumerate(tp):
    if r["gpu"] == "RTX 4090" and r["batch"] == "256" and "tf_cnn" in r["workload"]:
        T[i] = ("tfcnn-rn50", "mixed", "GeForce RTX 4090")

# NVIDIA DeepLearningExamples, further READMEs (issue 15): every single-GPU row of each table taken, the set
# named in the row's notes; which tables and why: research/workloads/README.md (2026-12-03).
DLE_GPU = {"A100 80GB SXM (DGX A100)": "A100 SXM4 80 GB", "A100 40GB SXM (DGX A100)": "A100 SXM4 40 GB",
           "V100 16GB SXM2 (DGX-1)": "Tesla V100 SXM2 16 GB", "V100 32GB SXM2 (DGX-1)": "Tesla V100 SXM2 32 GB",
           "V100 32GB SXM3 (DGX-2)": "Tesla V100 SXM3 32 GB"}
for i, r in enumerate(tp):
    m = re.match(r"^(dle-[a-z0-9-]+): 1 GPU row of '", r["notes"])
    if m:
        if i in T:
            sys.exit(f"row {i} mapped twice")
        T[i] = (m.group(1), "mixed" if r["precision"].startswith("AMP") else "fp32", DLE_GPU[r["gpu"]])



# The per-GPU batch of a DeepLearningExamples row, for its precision. NVIDIA picks each machine's batch to fill
# its memory (a V100 16 GB runs BERT SQuAD at 4 sequences where an A100 40 GB runs 32), and a smaller batch
# keeps the card less busy: the fit takes the batch as a covariate (core/workload/calibration.h). Read from the
# row's own quote where its table has a batch column, else from the research table's batch column; empty
# where neither gives a number. Rows of other sources stay empty: their batch is the contributor's choice
# ("auto", 256, 1024 for the same net), not the card's memory limit.
def nums(text):
    return [float(x) for x in re.findall(r"\d+(?:\.\d+)?", text)]


def dle_batch(s, kind, r):
    mixed = kind == "mixed"
    f = [x.strip() for x in r["quote"].strip().strip("|").split("|")]
    if s in ("dle-tf-bert-p1", "dle-tf-bert-p2", "dle-tf2-bert-p1", "dle-tf2-bert-p2"):
        a = nums(f[2])  # | GPUs | sequence length | batch mixed , FP32 | ...
        return a[0] if mixed else a[1]
    if s in ("dle-tf-bert-squad", "dle-tf2-bert-squad"):
        a = nums(f[1])  # | GPUs | batch mixed,FP32 | ...
        return a[0] if mixed else a[1]
    if s in ("dle-tf2-electra-p1", "dle-tf2-electra-p2"):
        a = nums(f[1])  # | GPUs | batch TF32/FP32 and mixed | ...
        return a[1] if mixed else a[0]
    if s == "dle-tf2-electra-squad":
        a = nums(f[1])  # "8 : 16" (FP32 : mixed) or one batch for both
        return a[-1] if mixed else a[0]
    if s in ("dle-pt-txl-base", "dle-pt-txl-large", "dle-tf-txl-base"):
        return nums(f[1])[0]  # | GPUs | batch | ...
    if s == "dle-pt-transformer":
        # tokens: "10240" or "5120/2560"; the header does not say which is which: the larger is taken as mixed
        # precision's, whose activations take half the bytes (the same order as the A100's 10240 for both)
        a = nums(f[1])
        return max(a) if mixed else min(a)
    if s in ("dle-tf-rnx101", "dle-tf-serx101"):
        a = [float(x) for x in re.findall(r"(\d+) \(", f[1])]  # "64 (FP32) / 128 (AMP)"
        return a[1] if mixed else a[0]
    if re.fullmatch(r"\d+", r["batch"]):
        return float(r["batch"])
    return None


TPU_FIX = {"TITAN X Pascal": "TITAN X Pascal"}
out = []
for i, spec in sorted(T.items()):
    r = tp[i]
    s, kind, name = spec[0], spec[1], spec[2]
    conv = spec[3] if len(spec) > 3 else float
    d = tpu.get(name)
    if d is None:
        sys.exit(f"no TechPowerUp entry {name!r} (row {i}: {r['gpu']})")
    value = conv(r["metric_value"])
    unit = "images/s" if conv is ms16 else r["unit"]
    batch = dle_batch(s, kind, r) if s.startswith("dle-") else None
    out.append([s, kind, r["gpu"], name, family(d), d["fp32"], d["memoryBandwidth"], f"{value:.6g}", unit,
                r["source_url"], r["quote"][:200], d["url"], f"{batch:g}" if batch else ""])

# llama.cpp decode, batch 1, one GPU (XiongjieDai/GPU-Benchmarks-on-LLM-Inference)
INF = {"3070 8GB": "GeForce RTX 3070", "3080 10GB": "GeForce RTX 3080", "3080 Ti 12GB": "GeForce RTX 3080 Ti",
       "4070 Ti 12GB": "GeForce RTX 4070 Ti", "4080 16GB": "GeForce RTX 4080", "RTX 4000 Ada 20GB": "RTX 4000 Ada Generation",
       "3090 24GB": "GeForce RTX 3090", "4090 24GB": "GeForce RTX 4090", "RTX 5000 Ada 32GB": "RTX 5000 Ada Generation",
       "RTX A6000 48GB": "RTX A6000", "RTX 6000 Ada 48GB": "RTX 6000 Ada Generation", "A40 48GB": "A40 PCIe",
       "L40S 48GB": "L40S", "A100 PCIe 80GB": "A100 PCIe 80 GB", "A100 SXM 80GB": "A100 SXM4 80 GB",
       "H100 PCIe 80GB": "H100 PCIe 80 GB"}
for r in csv.DictReader(open(f"{research}/inference.csv", encoding="utf-8")):
    name = INF.get(r["gpu"])
    if not name or "llama.cpp GGUF" not in r["quant"]:
        continue
    d = tpu.get(name)
    if d is None:
        sys.exit(f"no TechPowerUp entry {name!r}")
    s = "llamacpp-" + ("8b-q4km" if r["model"] == "Llama 3 8B" and r["quant"].startswith("Q4_K_M")
                       else "8b-f16" if r["model"] == "Llama 3 8B" else "70b-q4km")
    out.append([s, "decode", r["gpu"], name, family(d), d["fp32"], d["memoryBandwidth"], r["tokens_per_s"],
                "tokens/s", r["source_url"], r["quote"][:200], d["url"], ""])

with open(out_path, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["set", "kind", "measured_gpu", "gpu", "family", "fp32_tflops", "bandwidth_gbs", "value", "unit",
                "source_url", "quote", "spec_url", "batch"])
    w.writerows(out)
print(len(out), "rows")
