#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reduce the raw public part datasets to the curated CSV files in db/data/.

Run by hand when the raw data changes (it is not part of the build):
    python3 scripts/curate_catalog.py ../shared/data/raw db/data

Every output row carries `source` (which datasets its values came from) and `estimated`
(the columns that were derived rather than read). Rows that are dropped are listed, with the
reason, in db/data/dropped.csv, which the catalog generator summarises in db/REPORT.md.
"""
import csv
import json
import math
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

RAW = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/raw")
OUT = Path(sys.argv[2] if len(sys.argv) > 2 else "db/data")
PRICE_DATE = "2025-07-23"  # PCPartPicker snapshot (pc-part-dataset README)
dropped = []


def drop(kind, name, reason):
    dropped.append({"kind": kind, "name": name, "reason": reason})


def jsonl(name):
    with open(RAW / "buildcores-open-db" / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def slug(text):
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9.+]+", "-", text.lower())).strip("-")[:120]


class Ids:
    """Ids from the part's maker and model; a clash gets the upstream UUID's first 8 digits."""

    def __init__(self):
        self.used = set()

    def make(self, kind, maker, name, uuid):
        base = slug(name if name.lower().startswith(maker.lower()) else f"{maker} {name}")
        pid = f"{kind}/{base}"
        if pid in self.used:
            pid = f"{kind}/{base}-{uuid[:8]}"
        self.used.add(pid)
        return pid


IDS = Ids()


def tokens(text):
    return set(re.findall(r"[a-z]+|\d+(?:\.\d+)?", text.lower()))


class PriceBook:
    """PCPartPicker prices, matched to a part by name with the same maker.

    PCPartPicker names are short ("Corsair RM850x"); BuildCores names add descriptive words.
    A PCPartPicker row matches when all its name tokens occur in the part's name and its
    attributes (wattage, capacity, memory, ...) equal the part's. The most specific such row wins;
    two equally specific rows with different prices are ambiguous and give no price.
    """

    def __init__(self, filename, attrs=lambda row: {}):
        self.by_maker = defaultdict(list)
        self.matched = 0
        with open(RAW / "pc-part-dataset" / filename, encoding="utf-8") as f:
            for row in csv.DictReader(f):
                if not row["price"] or not row["name"].split():
                    continue
                maker = row["name"].split()[0].lower()
                self.by_maker[maker].append((tokens(row["name"]), float(row["price"]), attrs(row)))

    def find(self, maker, name, attrs=None):
        if not maker.split():
            return None
        attrs = attrs or {}
        have = tokens(maker + " " + name)
        best = []
        for toks, price, a in self.by_maker.get(maker.split()[0].lower(), []):
            if len(toks) < 2 or not toks <= have:
                continue
            if any(k in attrs and attrs[k] != v for k, v in a.items()):
                continue
            best.append((len(toks), price))
        if not best:
            return None
        best.sort(key=lambda b: -b[0])
        top = [b for b in best if b[0] == best[0][0]]
        if len({round(b[1], 2) for b in top}) > 1:
            return None
        self.matched += 1
        return round(top[0][1] * 100)


def num(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def price_cols(cents):
    if cents is None:
        return {"price_cents": "", "price_source": "", "price_date": ""}
    return {"price_cents": cents, "price_source": "pcpartpicker", "price_date": PRICE_DATE}


# ---------------------------------------------------------------------------------------- GPUs

def chip_tables():
    rn = {}
    with open(RAW / "rightnow-gpu-database" / "all-gpus.jsonl", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            rn.setdefault(r["name"].lower(), r)
    epoch = {}
    with open(RAW / "epoch-ml-hardware" / "ml_hardware.csv", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            name = re.sub(r"^(NVIDIA|AMD|Intel)\s+", "", r["Hardware name"])
            name = re.sub(r"\s+\d+GB$", "", name)
            epoch[name.lower()] = r
    return rn, epoch


ALIASES = {
    "titan xp": "titan xp",
    "titan v": "titan v",
    "titan rtx": "titan rtx",
    "titan x (pascal)": "titan x pascal",
    "geforce gtx titan x": "geforce gtx titan x",
    "rtx 6000 ada": "rtx 6000 ada generation",
    "rtx 5000 ada": "rtx 5000 ada generation",
    "rtx 4500 ada": "rtx 4500 ada generation",
    "rtx 4000 ada": "rtx 4000 ada generation",
    "rtx 4000 sff ada": "rtx 4000 sff ada generation",
    "rtx pro 5000 72gb blackwell": "rtx pro 5000 72 gb blackwell",
    "rtx pro 4500 blackwell workstation edition": "rtx pro 4500 blackwell",
}


def find_chip(rn, chipset, memory):
    key = chipset.lower().strip()
    key = ALIASES.get(key, key)
    for cand in (key, re.sub(r"\s+lhr$", "", key), re.sub(r"\s+\d+\s*gb$", "", key),
                 f"{key} {memory:g} gb", re.sub(r"^geforce\s+", "", key), key.replace("titan", "geforce gtx titan")):
        if cand in rn:
            return rn[cand]
    return None


# Dense FP16 tensor throughput (FP16 accumulate) as a multiple of FP32, by architecture, for
# cards that Epoch AI does not list. Calibrated on Epoch's RTX 2080 Ti (8.5x), RTX 3090 Ti (4x)
# and RTX 4090 (4x) figures.
TENSOR_MULTIPLE = {"volta": 8.0, "turing": 8.0, "ampere": 4.0, "ada lovelace": 4.0, "blackwell": 4.0,
                   "blackwell 2.0": 4.0, "rdna 3.0": 2.0, "rdna 4.0": 4.0, "alchemist": 8.0,
                   "battlemage": 8.0, "cdna 1.0": 4.0, "cdna 2.0": 4.0, "cdna 3.0": 8.0}
SLOT_WORDS = {"single-slot": 1, "dual-slot": 2, "triple-slot": 3, "quad-slot": 4}


def snap_slots(w):
    """Raw widths are noisy (2.05, 2.7, 44 mm); snap to half slots, up unless within 0.1."""
    if w is None or w <= 0:
        return None
    if w > 6:  # thickness given in millimetres
        w = w / 20.32
    if w > 5:
        return None
    return max(1.0, math.ceil((w - 0.1) * 2) / 2)


def category_of(chipset):
    c = chipset.lower()
    if "titan" in c:
        return "titan"
    if c.startswith(("geforce", "radeon rx", "radeon r9", "radeon r7", "radeon hd", "radeon vii", "arc a", "arc b",
                     "radeon r5")):
        return "consumer"
    if any(k in c for k in ("tesla", "instinct", "a100", "h100", "gp100", "l40")):
        return "datacenter"
    return "workstation"


def connectors_from_text(text):
    out = {"pcie6": 0, "pcie8": 0, "pcie12vhpwr": 0}
    for n, kind in re.findall(r"(\d+)x\s*(16-pin|12-pin|8-pin|6-pin)", text or ""):
        key = {"16-pin": "pcie12vhpwr", "12-pin": "pcie12vhpwr", "8-pin": "pcie8", "6-pin": "pcie6"}[kind]
        out[key] += int(n)
    return out


def connectors_for_tdp(tdp, year):
    """A typical connector set for a board whose data lists none (marked estimated)."""
    if tdp <= 75:
        return {"pcie6": 0, "pcie8": 0, "pcie12vhpwr": 0}
    if tdp >= 320 and year and year >= 2022:
        return {"pcie6": 0, "pcie8": 0, "pcie12vhpwr": 1}
    n8 = math.ceil((tdp - 75) / 150)
    return {"pcie6": 0, "pcie8": n8, "pcie12vhpwr": 0}


def curate_gpus():
    rn, epoch = chip_tables()
    prices = PriceBook("video-card.csv", attrs=lambda r: {"memory": num(r["memory"]), "chipset": tokens(r["chipset"]) - {"gb"}})
    out = []
    for r in jsonl("GPU.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        chipset = (r.get("chipset") or "").strip()
        vendor = (r.get("chipset_manufacturer") or "").strip()
        if vendor not in ("NVIDIA", "AMD", "Intel") or not chipset:
            drop("gpu", name, "no GPU vendor or chipset")
            continue
        memory = r.get("memory") or 0
        chip = find_chip(rn, chipset, memory)
        est = []
        if not memory and chip and chip.get("memorySize"):
            memory, _ = chip["memorySize"], est.append("memoryGB")
        if not memory:
            drop("gpu", name, "memory size unknown")
            continue
        tdp = r.get("tdp") or 0
        if not tdp and chip and chip.get("tdp"):
            tdp, _ = chip["tdp"], est.append("tdpW")
        if not tdp:
            drop("gpu", name, "TDP unknown")
            continue
        # A few boards list a TDP far below the chip's reference (a 300 W RTX 4090): take the reference.
        if chip and chip.get("tdp") and tdp < 0.9 * chip["tdp"]:
            tdp, _ = chip["tdp"], est.append("tdpW")
        length = r.get("length") or 0
        if not (50 <= length <= 500):
            drop("gpu", name, f"length {length} mm is not a card length")
            continue
        width = snap_slots(r.get("total_slot_width"))
        if width is None and chip and chip.get("slot") in SLOT_WORDS:
            width, _ = SLOT_WORDS[chip["slot"]], est.append("slotWidth")
        if width is None:
            drop("gpu", name, "slot width unknown")
            continue
        cooling = (r.get("cooling") or "").lower()
        fans = int(re.match(r"(\d)", cooling).group(1)) if re.match(r"\d", cooling) else 0
        cooler = {"blower": "blower", "hybrid": "hybrid", "water cooled": "water-block", "passive": "passive"}.get(
            cooling, "open-air")
        if not cooling:
            est.append("cooler")
        # Blower cards labelled "1 Fan": a single radial fan on a two-slot workstation or "Turbo"/"Blower" SKU.
        # (MSI's plain "AERO" line is a blower; its "AERO ITX" and Gigabyte's "AERO" are open-air.)
        lowered = name.lower()
        msi_aero = maker.lower() == "msi" and re.search(r"\baero\b", lowered) and "itx" not in lowered
        if cooler == "open-air" and fans == 1 and width <= 2 and (
                re.search(r"\b(blower|turbo)\b", lowered) or msi_aero or category_of(chipset) == "workstation"):
            cooler, _ = "blower", est.append("cooler")
        pc = r.get("power_connectors") or {}
        conn = {"pcie6": pc.get("pcie_6_pin") or 0, "pcie8": pc.get("pcie_8_pin") or 0,
                "pcie12vhpwr": (pc.get("pcie_12VHPWR") or 0) + (pc.get("pcie_12V_2x6") or 0)}
        year = md.get("releaseYear") or (int(chip["releaseDate"][:4]) if chip and chip.get("releaseDate") else 0)
        if tdp > 75 and not any(conn.values()):
            ref = connectors_from_text(chip.get("powerConnectors")) if chip else None
            conn = ref if ref and any(ref.values()) else connectors_for_tdp(tdp, year)
            est.append("connectors")
        sources = ["buildcores"]
        arch = chip.get("architecture", "") if chip else ""
        bandwidth = chip.get("memoryBandwidth") if chip else None
        fp32 = chip.get("fp32") if chip else None
        fp16 = chip.get("fp16") if chip else None
        if chip:
            sources.append("rightnow")
        ep = epoch.get(chipset.lower()) or (epoch.get(chip["name"].lower()) if chip else None)
        tensor = None
        launch = None
        if ep:
            sources.append("epoch")
            if ep["Tensor-FP16/BF16 performance (FLOP/s)"]:
                tensor = float(ep["Tensor-FP16/BF16 performance (FLOP/s)"]) / 1e12
            if ep["Release price (USD)"]:
                launch = round(float(ep["Release price (USD)"]) * 100)
        has_tensor = arch.lower() in TENSOR_MULTIPLE or bool(chip and chip.get("tensorCores"))
        if tensor is None and fp32 and arch.lower() in TENSOR_MULTIPLE:
            tensor, _ = fp32 * TENSOR_MULTIPLE[arch.lower()], est.append("tensorTflops")
        gen = re.search(r"PCIe (\d)", r.get("interface") or "") or (
            re.search(r"PCIe (\d)", chip.get("busInterface", "")) if chip else None)
        cents = prices.find(maker, name, {"memory": float(memory), "chipset": tokens(chipset) - {"gb"}})
        row = {
            "id": IDS.make("gpu", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": year or "", "vendor": vendor, "chipset": chipset, "chip": chip.get("gpuName", "") if chip else "",
            "architecture": arch, "memory_gb": memory, "bandwidth_gbs": round(bandwidth, 1) if bandwidth else "",
            "fp32_tflops": round(fp32, 2) if fp32 else "", "fp16_tflops": round(fp16, 2) if fp16 else "",
            "tensor_tflops": round(tensor, 1) if tensor else "", "tensor_cores": int(has_tensor), "tdp_w": int(tdp),
            "pcie6": conn["pcie6"], "pcie8": conn["pcie8"], "pcie12vhpwr": conn["pcie12vhpwr"], "cooler": cooler,
            "fans": fans, "slot_width": width, "length_mm": length, "pcie_gen": int(gen.group(1)) if gen else 3,
            "category": category_of(chipset), "founders": int("founders" in name.lower()),
            **price_cols(cents), "launch_cents": launch or "",
            "source": "+".join(sources), "estimated": " ".join(est),
        }
        out.append(row)
    return out, prices.matched


# ------------------------------------------------------------------------------ memory maximum

def max_memory_gb(value, types):
    """The dataset's maximum memory in GB, or 0 (unknown) when it cannot be in GB.

    Some sTR5 and LGA 1200 entries give 1, 2 or 3 where their platform takes terabytes: the same
    Threadripper 7970X is listed once with 1 and once with 1024, the Pro WS TRX50-SAGE with 1. No
    DDR4 or DDR5 part supports less than 4 GB in all, so a smaller figure is another unit; which one
    the row does not say, so it is left unknown rather than multiplied (the capacity rules skip an
    unknown maximum).
    """
    value = value or 0
    if 0 < value < 4 and any(t in ("ddr4", "ddr5") for t in types):
        return 0
    return value


# ---------------------------------------------------------------------------------------- CPUs

def curate_cpus():
    prices = PriceBook("cpu.csv")
    out = []
    for r in jsonl("CPU.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        cores = (r.get("cores") or {}).get("total") or 0
        threads = (r.get("cores") or {}).get("threads") or cores
        spec = r.get("specifications") or {}
        clocks = (r.get("clocks") or {}).get("performance") or {}
        if not cores or not r.get("socket"):
            drop("cpu", name, "no core count or socket")
            continue
        if not spec.get("tdp"):
            drop("cpu", name, "TDP unknown")
            continue
        mem = spec.get("memory") or {}
        out.append({
            "id": IDS.make("cpu", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "socket": r["socket"],
            "microarchitecture": r.get("microarchitecture") or "", "cores": cores, "threads": threads,
            "base_ghz": clocks.get("base") or 0, "boost_ghz": clocks.get("boost") or clocks.get("base") or 0,
            "tdp_w": spec["tdp"], "memory_types": " ".join(t.lower() for t in mem.get("types") or []),
            "max_memory_gb": max_memory_gb(mem.get("maxSupport"), [t.lower() for t in mem.get("types") or []]),
            **price_cols(prices.find(maker, name)),
            "source": "buildcores", "estimated": "",
        })
    return out, prices.matched


# --------------------------------------------------------------------------------- motherboards

FORM = {"ATX": "atx", "EATX": "e-atx", "E-ATX": "e-atx", "Micro ATX": "micro-atx", "Mini ITX": "mini-itx",
        "Mini-ITX": "mini-itx", "SSI EEB": "ssi-eeb", "SSI CEB": "ssi-eeb", "XL ATX": "xl-atx", "Flex ATX": "micro-atx",
        "Thin Mini ITX": "mini-itx", "Thin Mini-ITX": "mini-itx", "Mini DTX": "mini-itx", "EEB": "ssi-eeb",
        "CEB": "ssi-eeb", "HPTX": "xl-atx"}


def slot_gen(slot):
    gen = re.match(r"(\d)", str(slot.get("gen") or "3"))
    return int(gen.group(1)) if gen else 3


def curate_boards():
    prices = PriceBook("motherboard.csv")
    out = []
    for r in jsonl("Motherboard.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        ff = FORM.get((r.get("form_factor") or "").strip())
        if not ff or not r.get("socket"):
            drop("motherboard", name, f"form factor {r.get('form_factor')!r} or socket unknown")
            continue
        slots = [s for s in r.get("pcie_slots") or [] for _ in range(int(s.get("quantity") or 0))]
        if not slots:
            drop("motherboard", name, "no PCIe slots listed")
            continue
        mem = r.get("memory") or {}
        ram = (mem.get("ram_type") or "DDR4").lower()
        if ram not in ("ddr3", "ddr4", "ddr5"):
            drop("motherboard", name, f"{ram.upper()} memory (too old for a deep-learning build)")
            continue
        pid = IDS.make("motherboard", maker, name, r["opendb_id"])
        m2 = len(r.get("m2_slots") or [])
        # The raw list has widths and generations but no order: the generator lays it out.
        slot_list = " ".join(f"{s.get('lanes') or 1}@{slot_gen(s)}"
                             for s in sorted(slots, key=lambda s: -(s.get("lanes") or 1)))
        out.append({
            "id": pid, "name": name, "manufacturer": maker, "release_year": md.get("releaseYear") or "",
            "socket": r["socket"], "slot_list": slot_list, "chipset": r.get("chipset") or "", "form_factor": ff,
            "memory_slots": mem.get("slots") or 0, "max_memory_gb": max_memory_gb(mem.get("max"), [ram]),
            "memory_type": ram, "m2_slots": m2,
            **price_cols(prices.find(maker, name)), "source": "buildcores", "estimated": "",
        })
    return out, prices.matched


# ------------------------------------------------------------------------------- other kinds

TIER = {"80+": "80plus", "80+ bronze": "bronze", "80+ silver": "silver", "80+ gold": "gold",
        "80+ platinum": "platinum", "80+ titanium": "titanium"}


def curate_psus():
    prices = PriceBook("power-supply.csv", attrs=lambda r: {"watts": num(r["wattage"])})
    out = []
    for r in jsonl("PSU.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        watts = r.get("wattage") or 0
        if not watts:
            drop("psu", name, "wattage unknown")
            continue
        c = r.get("connectors") or {}
        est = []
        n8 = c.get("pcie_6_plus_2_pin")
        # Like the GPU data, 0 often means "not recorded": no 450 W+ ATX unit lacks PCIe cables.
        if n8 is None or (n8 == 0 and watts >= 450 and not (c.get("pcie_12vhpwr") or 0)):
            # No count in the data: the usual PCIe cable count for the wattage.
            n8, _ = (0 if watts < 300 else 2 if watts < 650 else 4 if watts < 1000 else 6 if watts < 1300 else 8), \
                est.append("connectors")
        hp = c.get("pcie_12vhpwr") or 0
        tier = TIER.get((r.get("efficiency_rating") or "").lower().strip(), "none")
        if not r.get("efficiency_rating"):
            est.append("efficiency")
        atx3 = hp > 0 or bool(re.search(r"atx\s*3", name.lower()))
        out.append({
            "id": IDS.make("psu", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "wattage_w": watts, "efficiency": tier,
            "pcie6": 0, "pcie8": n8, "pcie12vhpwr": hp, "form_factor": r.get("form_factor") or "",
            "length_mm": r.get("length") or "", "atx_version": 3 if atx3 else 2,
            **price_cols(prices.find(maker, name, {"watts": float(watts)})), "source": "buildcores", "estimated": " ".join(est),
        })
    return out, prices.matched


CASE_FORMS = {"ATX": "atx", "EATX": "e-atx", "E-ATX": "e-atx", "Micro ATX": "micro-atx", "Mini ITX": "mini-itx",
              "Mini-ITX": "mini-itx", "SSI EEB": "ssi-eeb", "SSI CEB": "ssi-eeb", "XL ATX": "xl-atx",
              "Flex ATX": "micro-atx", "HPTX": "xl-atx", "Thin Mini ITX": "mini-itx", "EEB": "ssi-eeb", "CEB": "ssi-eeb"}


def curate_cases():
    prices = PriceBook("case.csv")
    out = []
    for r in jsonl("PCCase.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        forms = sorted({CASE_FORMS[f] for f in r.get("supported_motherboard_form_factors") or [] if f in CASE_FORMS})
        if not forms:
            drop("case", name, "no supported board form factor")
            continue
        est = []
        gpu_len = r.get("max_video_card_length")
        if not gpu_len:
            drop("case", name, "maximum GPU length unknown")
            continue
        slots = r.get("expansion_slots")
        if not slots:
            slots, _ = (7 if "atx" in forms else 4 if "micro-atx" in forms else 2), est.append("expansionSlots")
        out.append({
            "id": IDS.make("case", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "form_factors": " ".join(forms),
            "expansion_slots": slots, "max_gpu_length_mm": gpu_len,
            "max_cooler_height_mm": r.get("max_cpu_cooler_height") or "", "max_psu_length_mm": r.get("max_psu_length") or "",
            "bays35": r.get("internal_3_5_bays") or 0, "bays25": r.get("internal_2_5_bays") or 0,
            **price_cols(prices.find(maker, name)), "source": "buildcores", "estimated": " ".join(est),
        })
    return out, prices.matched


def curate_memory():
    prices = PriceBook("memory.csv", attrs=lambda r: {
        "kit": tuple(int(x) for x in r["modules"].split(",")) if "," in r["modules"] else None,
        "speed": int(r["speed"].split(",")[1]) if "," in r["speed"] else None})
    out = []
    for r in jsonl("RAM.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        mods = r.get("modules") or {}
        t = (r.get("ram_type") or "").lower()
        if t not in ("ddr3", "ddr4", "ddr5") or not mods.get("quantity") or not mods.get("capacity_gb"):
            drop("memory", name, "type or module size unknown")
            continue
        if "dimm" not in (r.get("form_factor") or "").lower() or "so-dimm" in (r.get("form_factor") or "").lower():
            drop("memory", name, f"not a desktop DIMM ({r.get('form_factor')})")
            continue
        out.append({
            "id": IDS.make("memory", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "type": t, "modules": mods["quantity"],
            "module_gb": mods["capacity_gb"], "speed_mts": r.get("speed") or 0, "cas": r.get("cas_latency") or 0,
            "ecc": int((r.get("ecc") or "").lower() == "ecc"), "registered": int((r.get("registered") or "").lower() == "registered"),
            **price_cols(prices.find(maker, name, {"kit": (mods["quantity"], mods["capacity_gb"]),
                                                   "speed": r.get("speed")})),
            "source": "buildcores", "estimated": "",
        })
    return out, prices.matched


# Typical sequential read for an interface, when no measured figure exists (always marked).
def typical_read(kind, interface):
    i = interface.lower()
    if kind == "hdd":
        return 200
    if kind == "sata-ssd":
        return 550
    if "5.0" in i:
        return 12000
    if "4.0" in i:
        return 7000
    if "3.0" in i:
        return 3500
    return 2000


def curate_storage():
    prices = PriceBook("internal-hard-drive.csv", attrs=lambda r: {"capacity": num(r["capacity"])})
    out = []
    for r in jsonl("Storage.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        cap = r.get("capacity") or 0
        interface = r.get("interface") or ""
        st = (r.get("storage_type") or r.get("type") or "").upper()
        if not cap or st not in ("SSD", "HDD", "SSHD"):
            drop("storage", name, "capacity or type unknown")
            continue
        kind = "hdd" if st in ("HDD", "SSHD") else "nvme" if (r.get("nvme") or "pcie" in interface.lower()) else "sata-ssd"
        out.append({
            "id": IDS.make("storage", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "type": kind, "capacity_gb": cap,
            "read_mbs": typical_read(kind, interface), "interface": interface, "form_factor": r.get("form_factor") or "",
            **price_cols(prices.find(maker, name, {"capacity": float(cap)})), "source": "buildcores", "estimated": "sequentialReadMBs",
        })
    return out, prices.matched


def curate_coolers():
    prices = PriceBook("cpu-cooler.csv")
    out = []
    for r in jsonl("CPUCooler.jsonl"):
        md = r["metadata"]
        name, maker = md["name"].strip(), (md.get("manufacturer") or "").strip()
        sockets = [s.strip() for s in r.get("cpu_sockets") or [] if s.strip()]
        if not sockets:
            drop("cooler", name, "no supported sockets")
            continue
        est = []
        water = r.get("water_cooled")
        if water is None:
            water, _ = bool(r.get("radiator_size")), est.append("waterCooled")
        out.append({
            "id": IDS.make("cooler", maker, name, r["opendb_id"]), "name": name, "manufacturer": maker,
            "release_year": md.get("releaseYear") or "", "water_cooled": int(bool(water)),
            "height_mm": r.get("height") or "", "radiator_mm": r.get("radiator_size") or "",
            "sockets": "|".join(sockets), **price_cols(prices.find(maker, name)), "source": "buildcores",
            "estimated": " ".join(est),
        })
    return out, prices.matched


def year(value):
    """A plausible release year, or empty (the raw data has a few typos such as 20117)."""
    try:
        y = int(value)
    except (TypeError, ValueError):
        return ""
    return y if 1990 <= y <= 2100 else ""


def write(name, rows):
    OUT.mkdir(parents=True, exist_ok=True)
    for row in rows:
        if "release_year" in row:
            row["release_year"] = year(row["release_year"])
    with open(OUT / name, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


def main():
    summary = []
    gpus, n = curate_gpus(); write("gpus.csv", gpus); summary.append(("gpu", len(gpus), n))
    cpus, n = curate_cpus(); write("cpus.csv", cpus); summary.append(("cpu", len(cpus), n))
    boards, n = curate_boards(); write("motherboards.csv", boards)
    summary.append(("motherboard", len(boards), n))
    psus, n = curate_psus(); write("psus.csv", psus); summary.append(("psu", len(psus), n))
    cases, n = curate_cases(); write("cases.csv", cases); summary.append(("case", len(cases), n))
    mem, n = curate_memory(); write("memory.csv", mem); summary.append(("memory", len(mem), n))
    sto, n = curate_storage(); write("storage.csv", sto); summary.append(("storage", len(sto), n))
    coo, n = curate_coolers(); write("coolers.csv", coo); summary.append(("cooler", len(coo), n))
    write("dropped.csv", dropped or [{"kind": "", "name": "", "reason": ""}])
    for kind, rows, priced in summary:
        print(f"{kind:12} {rows:6} rows, {priced:5} priced")
    print("dropped:", Counter(d["kind"] for d in dropped))


if __name__ == "__main__":
    main()
