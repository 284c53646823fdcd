// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/model/build.h"

#include <QJsonObject>

// Parts and builds with real-world specs, shared by the tests. Values are from the makers'
// datasheets; prices are round example figures.
namespace rigsmith::testing {

core::Gpu blowerRtx2080Ti(); // ASUS Turbo RTX 2080 Ti: 11 GB, 250 W, 2 slots, blower
core::Gpu openAirRtx4090(); // 24 GB, 450 W, 3.5 slots, open-air
core::Cpu threadripper3960X(); // 24 cores, 280 W, sTRX4
core::Motherboard zenith2Extreme(); // TRX40, 4 x16 slots at positions 1, 3, 5, 7
core::Psu psu1600Platinum();
core::Case define7Xl();
core::Cooler aio360();
core::Memory ddr4Kit2x32();
core::Memory registeredDdr4Kit2x32(); // the same kit, registered ECC (RDIMM)
core::Storage nvme2Tb();
core::Storage hdd8Tb();

// The guide's 4-GPU build: four blower cards in slots 1, 3, 5, 7 of a 4-slot board.
core::Build guideFourBlowerBuild();
// The guide's build made to pass every rule: on a European 230 V / 16 A circuit (the guide's author's
// prices are in euros), an ATX 3 PSU, and the board's positions its own (defined opening by opening).
core::Build passingGuideBuild();
// A catalog of the sample parts the guide's build and the open-air variants are made of.
core::InMemoryCatalog guideBuildCatalog();

// Sets `value` at a dotted path such as "gpus[0].part.spec.tdpW"; an undefined value removes it.
QJsonObject withValue(QJsonObject root, const QString &path, const QJsonValue &value);

} // namespace rigsmith::testing
