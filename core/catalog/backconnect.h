// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::core {

// Back-connect boards put their power and header connectors on the back of the board: they need a case made
// for them ("Back-Connect motherboards need compatible cases", overclock3d.net's MSI Project Zero deep dive;
// "match up a reverse-connector board with a case that supports that exact ecosystem", PCMag at CES 2025).
// The two ecosystems, as the makers name their parts: MSI's Project Zero ("PROJECT ZERO", "PZ") and ASUS's
// Back-To-the-Future ("BTF"). Read from the part's name: the makers put the ecosystem in every product name.
enum class BackConnect { None, ProjectZero, Btf };

BackConnect boardBackConnect(const QString &boardName);
// The ecosystem a case is made for (None: an ordinary case, as far as its name says).
BackConnect caseBackConnect(const QString &caseName);

} // namespace rigsmith::core
