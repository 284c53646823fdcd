// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitecatalog.h"

#include "catalogcheck.h"
#include "core/file/atomicsave.h"
#include "migrations.h"
#include "partrows.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPromise>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("rigsmith-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

void attachSlots(QSqlDatabase &db, QList<Part> &boards, const QHash<QString, qsizetype> &index)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT * FROM pcie_slot ORDER BY board_id, position"));
    const Columns c(q);
    while (q.next()) {
        const auto at = index.constFind(c(q, "board_id").toString());
        if (at == index.cend())
            continue;
        std::get<MotherboardSpec>(boards[*at].spec).slots.append(readSlotRow(q, c));
    }
}

QList<int> intList(const QString &text)
{
    QList<int> out;
    for (const QString &p : text.split(u' ', Qt::SkipEmptyParts))
        out.append(p.toInt());
    return out;
}

// After attachSlots: switches mark their slots, splits and M.2 sharing join the board.
void attachTopology(QSqlDatabase &db, QList<Part> &boards, const QHash<QString, qsizetype> &index)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT * FROM board_topology ORDER BY board_id, rowid")))
        return;
    const Columns c(q);
    while (q.next()) {
        const auto at = index.constFind(c(q, "board_id").toString());
        if (at == index.cend())
            continue;
        MotherboardSpec &board = std::get<MotherboardSpec>(boards[*at].spec);
        const QString kind = c(q, "kind").toString();
        const QList<int> slots = intList(c(q, "slots").toString());
        if (kind == u"switch") {
            const int id = c(q, "number").toInt();
            board.switches.append({id, c(q, "label").toString(), c(q, "lanes").toInt()});
            for (PcieSlot &s : board.slots) {
                if (slots.contains(s.position))
                    s.switchId = id;
            }
        } else if (kind == u"mode") {
            board.laneModes.append({c(q, "number").toInt(), slots, intList(c(q, "slot_lanes").toString())});
        } else if (kind == u"m2" && !slots.isEmpty()) {
            board.m2Sharing.append({c(q, "label").toString(), slots.first(), c(q, "lanes").toInt(),
                c(q, "source_url").toString()});
        } else if (kind == u"chipset_uplink") {
            board.chipsetUplinkLanes = c(q, "lanes").toInt();
        }
    }
}

// The sources a board's layout was checked against, in the order they were entered.
void attachLayoutSources(QSqlDatabase &db, QList<Part> &boards, const QHash<QString, qsizetype> &index)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT part_id, url FROM fact_source WHERE field = 'layout' ORDER BY rowid"));
    while (q.next()) {
        const auto at = index.constFind(q.value(0).toString());
        if (at != index.cend())
            std::get<MotherboardSpec>(boards[*at].spec).layoutSources.append(q.value(1).toString());
    }
}

// Where a case's CPU-cooler clearance was read, when a curated source replaced the dataset's figure.
void attachClearanceSources(QSqlDatabase &db, QList<Part> &cases, const QHash<QString, qsizetype> &index)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT part_id, url FROM fact_source WHERE field = 'max_cooler_height_mm' ORDER BY rowid"));
    while (q.next()) {
        const auto at = index.constFind(q.value(0).toString());
        if (at != index.cend())
            std::get<CaseSpec>(cases[*at].spec).coolerClearanceSource = q.value(1).toString();
    }
}

// Where a curated source gave a value that a spec keeps beside it: the first URL recorded for `field`.
template<typename Spec>
void attachSources(QSqlDatabase &db, QList<Part> &parts, const QHash<QString, qsizetype> &index,
    const QString &field, QString Spec::*member)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT part_id, url FROM fact_source WHERE field = ? ORDER BY rowid"));
    q.addBindValue(field);
    q.exec();
    while (q.next()) {
        const auto at = index.constFind(q.value(0).toString());
        if (at == index.cend())
            continue;
        QString &source = std::get<Spec>(parts[*at].spec).*member;
        if (source.isEmpty())
            source = q.value(1).toString();
    }
}

void attachMounts(QSqlDatabase &db, QList<Part> &cases, const QHash<QString, qsizetype> &index)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT * FROM radiator_mount ORDER BY case_id, position"));
    const Columns c(q);
    while (q.next()) {
        const auto at = index.constFind(c(q, "case_id").toString());
        if (at != index.cend()) {
            std::get<CaseSpec>(cases[*at].spec).radiatorMounts.append(readMountRow(q, c));
        }
    }
}

} // namespace

QString ftsQuery(const QString &text)
{
    // Bounded like every search (core::searchWords): a pasted page never reaches the index whole.
    QStringList terms;
    for (const QString &word : searchWords(text))
        terms.append(u'"' + word + QStringLiteral("\"*"));
    return terms.join(u' ');
}

SqliteCatalog::Opened SqliteCatalog::open(const QString &path, bool checked, core::Market market)
{
    const QFileInfo file(path);
    if (!file.exists() && !file.isSymLink()) {
        return {nullptr,
            Text::tr("The parts catalog %1 does not exist. Build Rigsmith (it generates the "
                     "catalog), or point --catalog or RIGSMITH_CATALOG at a catalog file.")
                .arg(file.absoluteFilePath())};
    }
    // No save or export of this process may write over it.
    core::protectFromSaves(path, Text::tr("the parts catalog"));
    // Kind, size, schema, integrity and every part's values, on a connection of its own.
    if (const QString problem = checked ? QString() : checkCatalogFile(path); !problem.isEmpty())
        return {nullptr, problem};

    const QString connection = nextConnectionName();
    std::unique_ptr<SqliteCatalog> catalog(new SqliteCatalog(connection, file.absoluteFilePath()));
    catalog->mMarket = market;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(file.absoluteFilePath());
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    const auto damaged = [&](const QString &detail) {
        return Opened {nullptr,
            Text::tr("The parts catalog %1 is damaged (%2). Rebuild Rigsmith to regenerate "
                     "it, or reinstall it.")
                .arg(file.absoluteFilePath(), sqlReason(detail))};
    };
    if (!db.open())
        return damaged(db.lastError().text());
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT kind, count(*) FROM part GROUP BY kind")))
        return damaged(q.lastError().text());
    while (q.next()) {
        if (const auto kind = fromKey<PartKind>(q.value(0).toString()))
            catalog->mCounts[int(*kind)] = q.value(1).toInt();
    }
    // Ids of entries merged into another entry of the same product: a few hundred short rows.
    if (!q.exec(QStringLiteral("SELECT old_id, part_id FROM part_alias")))
        return damaged(q.lastError().text());
    while (q.next())
        catalog->mAliases.insert(q.value(0).toString(), q.value(1).toString());
    if (q.exec(QStringLiteral("SELECT key, value FROM catalog_info"))) {
        while (q.next()) {
            const QString key = q.value(0).toString();
            if (key == u"name")
                catalog->mInfo.name = q.value(1).toString();
            else if (key == u"version")
                catalog->mInfo.version = q.value(1).toString();
            else if (key == u"data_date")
                catalog->mInfo.dataDate = QDate::fromString(q.value(1).toString(), Qt::ISODate);
        }
    }
    return {std::move(catalog), QString()};
}

SqliteCatalog::SqliteCatalog(QString connection, QString path)
    : mConnection(std::move(connection))
    , mPath(std::move(path))
{
}

SqliteCatalog::~SqliteCatalog()
{
    {
        QSqlDatabase db = QSqlDatabase::database(mConnection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(mConnection);
}

namespace {

SqliteCatalog::Loaded readKind(QSqlDatabase &db, PartKind kind, int expected, Market market)
{
    SqliteCatalog::Loaded out;
    out.parts.reserve(expected);
    out.index.reserve(expected);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(selectPartsSql(kind))) {
        qWarning(
            "catalog: cannot read %s parts: %s", qPrintable(toKey(kind)), qPrintable(q.lastError().text()));
        return out;
    }
    const Columns c(q);
    while (q.next()) {
        out.parts.append(readPartRow(kind, q, c, market));
        out.index.insert(out.parts.last().info.id.key(), out.parts.size() - 1);
    }
    if (kind == PartKind::Motherboard) {
        attachSlots(db, out.parts, out.index);
        attachTopology(db, out.parts, out.index);
        attachLayoutSources(db, out.parts, out.index);
    }
    if (kind == PartKind::Case) {
        attachMounts(db, out.parts, out.index);
        attachClearanceSources(db, out.parts, out.index);
        attachSources(
            db, out.parts, out.index, QStringLiteral("radiator_mounts"), &CaseSpec::radiatorMountSource);
    }
    if (kind == PartKind::Gpu)
        attachSources(db, out.parts, out.index, QStringLiteral("radiator_mm"), &GpuSpec::radiatorSource);
    out.search = PartSearchIndex(out.parts); // on the reading thread, not at the first keystroke
    out.ok = true;
    return out;
}

} // namespace

void SqliteCatalog::preload(const QList<PartKind> &first)
{
    if (mPreloader.joinable())
        return;
    QList<PartKind> order = first;
    for (PartKind kind : allValues<PartKind>()) {
        if (!order.contains(kind))
            order.append(kind);
    }
    std::vector<std::pair<PartKind, QPromise<Loaded>>> jobs;
    jobs.reserve(order.size());
    for (PartKind kind : order) {
        if (mParts[int(kind)])
            continue; // already read
        jobs.emplace_back(kind, QPromise<Loaded>());
        mPending[int(kind)] = jobs.back().second.future();
        jobs.back().second.start();
    }
    mPreloader = std::jthread([jobs = std::move(jobs), path = mPath, counts = mCounts, market = mMarket](
                                  std::stop_token stop) mutable {
        const QString connection = nextConnectionName();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            const bool open = db.open();
            for (auto &[kind, promise] : jobs) {
                // Stopped or unreadable: an empty result makes load() read the kind itself.
                promise.addResult(open && !stop.stop_requested()
                        ? readKind(db, kind, counts[int(kind)], market)
                        : Loaded {});
                promise.finish();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    });
}

const QList<Part> &SqliteCatalog::load(PartKind kind) const
{
    auto &cached = mParts[int(kind)];
    if (cached)
        return *cached;
    Loaded loaded;
    if (mPending[int(kind)].isValid())
        loaded = mPending[int(kind)].result(); // waits for the preloader; the lists are shared, not copied
    if (!loaded.ok) {
        QSqlDatabase db = QSqlDatabase::database(mConnection);
        loaded = readKind(db, kind, mCounts[int(kind)], mMarket);
    }
    mIndex[int(kind)] = std::move(loaded.index);
    mSearch[int(kind)] = std::move(loaded.search);
    cached = std::move(loaded.parts);
    return *cached;
}

std::optional<Part> SqliteCatalog::part(const PartId &id) const
{
    const auto find = [this](const QString &key) -> std::optional<Part> {
        const auto tryKind = [&](PartKind k) -> std::optional<Part> {
            const QList<Part> &parts = load(k);
            const auto at = mIndex[int(k)].constFind(key);
            return at == mIndex[int(k)].cend() ? std::nullopt : std::optional<Part>(parts[*at]);
        };
        if (const auto kind = fromKey<PartKind>(key.section(u'/', 0, 0)))
            return tryKind(*kind);
        for (PartKind k : allValues<PartKind>()) {
            if (auto p = tryKind(k))
                return p;
        }
        return std::nullopt;
    };
    if (auto p = find(id.key()))
        return p;
    // An id the catalog merged into another entry of the same product finds that entry.
    if (const auto alias = mAliases.constFind(id.key()); alias != mAliases.cend())
        return find(*alias);
    return std::nullopt;
}

PartId SqliteCatalog::currentId(const PartId &id) const
{
    const auto alias = mAliases.constFind(id.key());
    return alias == mAliases.cend() ? id : PartId(*alias);
}

QList<Part> SqliteCatalog::parts(PartKind kind) const
{
    return load(kind);
}

QList<Part> SqliteCatalog::search(const PartQuery &query) const
{
    // In memory, over the words and name order read with the parts: the same rule as the
    // catalog's full-text index (every typed word begins a word of the maker or name), without a
    // query, a lookup and a sort per keystroke.
    const QList<Part> &all = load(query.kind);
    return mSearch[int(query.kind)].search(all, query);
}

QFuture<void> SqliteCatalog::whenReady(PartKind kind) const
{
    if (!mParts[int(kind)] && mPending[int(kind)].isValid())
        return QFuture<void>(mPending[int(kind)]);
    return QtFuture::makeReadyFuture();
}

int SqliteCatalog::count(PartKind kind) const
{
    return mCounts[int(kind)];
}

} // namespace rigsmith::db
