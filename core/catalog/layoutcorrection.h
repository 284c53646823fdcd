// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/model/parts.h"
#include "core/model/slotlayout.h"

#include <QByteArray>
#include <QDate>
#include <QString>

#include <optional>
#include <variant>

namespace rigsmith::core {

// The user's correction of a board's slot layout: the slots as they are on the board, and where
// the user read them. Kept in the user overlay, shared as a small JSON file (layout files).
struct LayoutCorrection
{
    PartId board;
    QString boardName; // for the file's reader; the id is what counts
    QList<PcieSlot> slots; // ordered by position
    QString sourceNote; // "manual p. 1-12", "counted on my board"
    QString sourceUrl;

    bool operator==(const LayoutCorrection &) const = default;
};

// The board with the user's slots: sorted by opening, marked as corrected, its sources the
// user's. Topology that names openings the correction no longer has (lane modes, M.2 sockets
// borrowing a slot's lanes, switch links) is dropped rather than pinned to the wrong slot.
Part applyLayoutCorrection(Part board, const LayoutCorrection &correction);

// Layout files: {"format": "rigsmith-board-layout", "version": 1, "board": {...}, "slots": [...],
// "source": {...}}. The cap keeps a wrong file (a video, a disk image) from filling memory.
namespace layoutfile {
inline constexpr int kVersion = 1;
inline constexpr qint64 kMaxFileSize = 256 * 1024;

QByteArray serialize(const LayoutCorrection &correction);
// The correction in `data`, or why not, without asking which boards exist (the overlay's reader).
std::variant<LayoutCorrection, QString> parse(const QByteArray &data);
// The correction in `data`, or why not (not JSON, another format or version, an unknown board or
// not a board, slots a board cannot have). `catalog` says which boards exist.
std::variant<LayoutCorrection, QString> parse(const QByteArray &data, const PartCatalog &catalog);
std::variant<LayoutCorrection, QString> load(const QString &path, const PartCatalog &catalog);
// Atomic (core/file/atomicsave.h): the old file stays whole until the new one is.
std::optional<QString> save(const LayoutCorrection &correction, const QString &path);
} // namespace layoutfile

// Where the user's corrections are kept (the overlay, db/overlay/useroverlay.h): the window saves through
// it, and the catalog it belongs to shows each corrected board with the user's slots.
class LayoutCorrectionStore
{
public:
    virtual ~LayoutCorrectionStore() = default;
    virtual std::optional<LayoutCorrection> layoutCorrection(const PartId &board) const = 0;
    // Saves (or replaces) the board's correction, or says why not; nothing is kept on an error.
    virtual std::optional<QString> saveLayoutCorrection(const LayoutCorrection &correction) = 0;
    // Back to the catalog's layout.
    virtual std::optional<QString> removeLayoutCorrection(const PartId &board) = 0;
};

} // namespace rigsmith::core
