// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/layoutconfidence.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LayoutConfidence)
};

} // namespace

QString layoutConfidenceLabel(const MotherboardSpec &board)
{
    if (board.layoutCorrected)
        return Text::tr("corrected by you");
    if (board.layoutApproximate)
        return Text::tr("derived");
    switch (board.layoutConfidence) {
    case LayoutConfidence::Positions:
        return Text::tr("verified");
    case LayoutConfidence::SlotsAndLanes:
        return Text::tr("slots and lanes");
    case LayoutConfidence::Unverified:
        break;
    }
    return Text::tr("unverified");
}

QString layoutConfidenceNote(const MotherboardSpec &board)
{
    // The user's correction stands on their own source, which the catalog has not checked.
    if (board.layoutCorrected)
        return Text::tr("slot layout corrected by you");
    if (board.layoutApproximate)
        return Text::tr("approximate layout: derived from the slot list, positions and lanes not verified");
    switch (board.layoutConfidence) {
    case LayoutConfidence::Positions:
        return QString();
    case LayoutConfidence::SlotsAndLanes:
        return Text::tr("slots and lanes verified, slot positions not verified");
    case LayoutConfidence::Unverified:
        break;
    }
    return Text::tr("layout not verified against a source");
}

} // namespace rigsmith::core
