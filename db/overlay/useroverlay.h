// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/layoutcorrection.h"
#include "core/catalog/partcatalog.h"
#include "core/model/gpumodel.h"
#include "core/model/priceage.h"

#include <QHash>

class QSqlError;

#include <memory>
#include <optional>
#include <variant>

namespace rigsmith::db {

// The user's own additions, in a small SQLite file in their data folder: custom parts and price
// overrides. The bundled catalog is never written; OverlaidCatalog shows the two as one.
// A price the user set or imported: for one catalog or custom part, or for a GPU model (every
// variant of it, same model and memory), dated, with the shop it came from and whether it is for a
// new or a used part. A part's own price wins over its model's.
struct UserPrice
{
    core::PartId part; // empty for a model's price
    core::Money price;
    QDate date;
    QString shop;
    core::PriceCondition condition = core::PriceCondition::Unstated;
    std::optional<core::GpuModel> model {}; // set (with its memory) for a model's price

    bool isModelPrice() const { return model.has_value(); }
};

// The same price as `stored` for a part: amount, currency and shop, and the date when `price` has one
// (a price stored without a date took the day it was stored).
bool samePrice(const UserPrice &price, const UserPrice &stored);

// One part's price changed only if it is still what the change expects: `expected` (nothing: no price
// of the user's) becomes `next` (nothing: the user's price removed).
struct PriceSwap
{
    core::PartId part;
    std::optional<UserPrice> expected;
    std::optional<UserPrice> next;
};

// The largest price a part may have, in cents: a billion of a currency's units (as a price list).
constexpr qint64 kMaxPriceCents = qint64(100000000000);

// What an SQLite error on the overlay means for the user's file.
enum class OverlayTrouble { Other, Busy, Full, Damaged };
OverlayTrouble troubleOf(const QSqlError &error);
// The error in the user's words: another program holds the overlay, the disk is full, or SQLite's.
QString overlayErrorText(const QSqlError &error);

class UserOverlay
{
public:
    struct Opened
    {
        std::unique_ptr<UserOverlay> overlay;
        QString error;
        // What the user must hear although the overlay works: a damaged file set aside, custom
        // parts that cannot be read (they stay in the file).
        QStringList notices;
    };
    // Creates the file (and its folder) when missing and brings its schema up to date. It is opened
    // read-write first, so SQLite rolls back what a killed writer left in its journal. A lock another
    // process holds is waited for (kBusyTimeoutMs), then reported as the overlay being in use; a
    // full disk, another program's database or any other system error is reported too, and the file
    // left as it is. Only a file
    // SQLite cannot read (not a database, failing its integrity check, tables or columns missing)
    // is renamed beside itself with the date and time, its journal with it, never deleted, and a
    // fresh overlay is started with what can still be read from it (a notice says so).
    static Opened open(const QString &path);
    static constexpr int kBusyTimeoutMs = 5000;
    // PRAGMA application_id of an overlay ("RGSM"): another program's SQLite database at the
    // overlay's path is refused and left as it is, never given Rigsmith's tables.
    static constexpr qint64 kApplicationId = 0x5247534D;
    // <user data folder>/overlay.sqlite
    static QString defaultPath();
    ~UserOverlay();

    std::optional<QString> addCustomPart(const core::Part &part);
    // All or nothing, in one transaction.
    std::optional<QString> addCustomParts(const QList<core::Part> &parts);
    std::optional<QString> setPriceOverride(const core::PartId &id, const core::Money &price);
    // Custom parts that read back valid (core/model/partvalidity.h); `unreadable` collects the others.
    QList<core::Part> customParts(QStringList *unreadable = nullptr) const;
    QHash<QString, core::Money> priceOverrides() const;
    // Sets (or replaces) the user's price of a part, with its date and shop.
    std::optional<QString> setPrice(const UserPrice &price);
    // All or nothing: either every price is stored or, on an error, none is.
    std::optional<QString> setPrices(const QList<UserPrice> &prices);
    // All or nothing: `set` stored (a model's price for its model, replacing the one it had) and
    // the prices of `remove` and of `removeModels` deleted, in one transaction (an undone price
    // change puts back what was there before, including no price at all). A model's price needs the
    // model's memory.
    std::optional<QString> changePrices(const QList<UserPrice> &set, const QList<core::PartId> &remove,
        const QList<core::GpuModel> &removeModels = {});
    // In one write transaction: each swap whose part still holds its `expected` price is made; a part
    // whose price changed since (another window, rigsmith-cli) keeps it and is returned, so an undo
    // never takes back a newer price than the one it wrote. Returns why it failed (nothing changed).
    std::variant<QList<core::PartId>, QString> swapPrices(const QList<PriceSwap> &swaps);
    // Every price the user set for a part, by part id, that reads back valid (above zero, a
    // currency code, a date, new/used or unsaid); `unreadable` collects the others (they stay in the
    // file).
    QList<UserPrice> prices(QStringList *unreadable = nullptr) const;
    // Every price the user set for a GPU model, read back as prices() are.
    QList<UserPrice> modelPrices(QStringList *unreadable = nullptr) const;
    // What the user must hear about rows that cannot be read (custom parts, layouts, prices).
    QStringList unreadableNotices(const QString &path) const;
    // The user's corrected board layouts (core/catalog/layoutcorrection.h), one per board. Checked as a
    // layout file is; `unreadable` collects the ones that fail (they stay in the file).
    std::optional<QString> setLayoutCorrection(const core::LayoutCorrection &correction);
    std::optional<QString> removeLayoutCorrection(const core::PartId &board);
    QList<core::LayoutCorrection> layoutCorrections(QStringList *unreadable = nullptr) const;

private:
    explicit UserOverlay(QString connection);
    QString mConnection;
};

// The bundled catalog with the user's parts, prices and corrected board layouts on top: a board
// the user corrected comes back with their slots, marked as theirs. Used from one thread.
class OverlaidCatalog final : public core::PartCatalog, public core::LayoutCorrectionStore
{
public:
    OverlaidCatalog(const core::PartCatalog &base, UserOverlay &overlay);

    core::CatalogInfo info() const override { return mBase.info(); }
    std::optional<core::Part> part(const core::PartId &id) const override;
    QList<core::Part> parts(core::PartKind kind) const override;
    QList<core::Part> search(const core::PartQuery &query) const override;
    int count(core::PartKind kind) const override;
    QFuture<void> whenReady(core::PartKind kind) const override { return mBase.whenReady(kind); }
    core::PartId currentId(const core::PartId &id) const override { return mBase.currentId(id); }

    // Reads the user's prices again, after they were changed in `overlay`.
    void reloadPrices(const UserOverlay &overlay);
    std::optional<core::LayoutCorrection> layoutCorrection(const core::PartId &board) const override;
    // Refuses a correction of a board neither catalog has, or one a board cannot have.
    std::optional<QString> saveLayoutCorrection(const core::LayoutCorrection &correction) override;
    std::optional<QString> removeLayoutCorrection(const core::PartId &board) override;

private:
    core::Part overridden(core::Part part) const;
    // Keyed by each item's id, and also by the id the catalog lists it under now (part_alias).
    template<typename T, typename IdOf>
    void byCurrentId(const QList<T> &items, IdOf idOf, QHash<QString, T> &into) const;
    std::optional<core::Part> unlayered(const core::PartId &id) const;

    const core::PartCatalog &mBase;
    UserOverlay &mOverlay;
    QHash<QString, core::LayoutCorrection> mLayouts;
    core::InMemoryCatalog mCustom;
    QHash<QString, UserPrice> mPrices;
    QHash<QString, UserPrice> mModelPrices; // by core::GpuModel::key()
};

} // namespace rigsmith::db
