// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/parts.h"

#include <QAbstractTableModel>

#include <functional>
#include <optional>

namespace rigsmith::ui {

// The parts of one kind as a table with the columns a buyer compares for that kind. Derived values
// are shown with "≈" and listed in the tooltip. Rows drag out as part payloads.
class PartTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole + 1; // a number (or text) to sort by
    static constexpr int PartIndexRole = Qt::UserRole + 2;

    static constexpr int kPriceColumn = 1; // every kind shows the price beside the name

    explicit PartTableModel(QObject *parent = nullptr);

    // The price column edits in place (the window stores what is entered as the user's price).
    void setPriceEditable(bool editable) { mPriceEditable = editable; }
    bool isPriceEditable() const { return mPriceEditable; }

    void setParts(core::PartKind kind, QList<core::Part> parts);
    // The currency prices are shown, sorted, edited and compared in (the build's): a price in another
    // currency is converted at the user's exchange rate and marked "≈", or shown as it is, unsorted,
    // where there is no rate. Call again after the exchange rates change.
    void setCurrency(const QString &currency);
    const QString &currency() const { return mCurrency; }
    core::PartKind kind() const { return mKind; }
    // The column's largest figure as shown (empty for words): what its width must hold.
    QString widestFigure(int column) const { return mWidest.value(column); }
    const core::Part &part(int row) const { return mParts[row]; }
    // core::partWords() of the row's part, read once when the parts are set (every keystroke of a
    // search tests every row).
    const QStringList &words(int row) const { return mWords[row]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // The price column only: announces the new price; the rows change once it is stored.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

    struct Column
    {
        QString header;
        QString tooltip;
        std::function<QVariant(const core::Part &)> value; // display; a number sorts as a number
        QString estimatedField; // the spec field whose estimate this column shows
        // Instead of `value`, for money: the value in a currency; header and tooltip take it as %1.
        std::function<QVariant(const core::Part &, const QString &currency)> inCurrency = {};
    };
    // The GPUs' speed columns are on `speedOn` (an LLM job, in tokens/s) or, without one, on the
    // reference vision workload (images/s).
    static QList<Column> columnsFor(core::PartKind kind, const std::optional<core::Workload> &speedOn = {});
    // The build's workload: an LLM job puts the GPUs' speed in its tokens/s; vision keeps the reference.
    void setWorkload(const core::Workload &workload);
    bool speedWorkloadChanges(const core::Workload &workload) const;

Q_SIGNALS:
    // A price typed into the price column, in the currency the prices are shown in.
    void priceEdited(const rigsmith::core::Part &part, const rigsmith::core::Money &price);

private:
    static Column speedColumn(const std::optional<core::Workload> &speedOn);
    void readValues(); // every cell's value, its column's decimals and widest figure
    core::PartKind mKind = core::PartKind::Gpu;
    QList<core::Part> mParts;
    QList<QStringList> mWords;
    QList<Column> mColumns;
    QList<QVariantList> mValues; // per part, per column: each cell's value, read once
    QList<int> mDecimals; // per column
    QStringList mWidest;
    bool mPriceEditable = false;
    QString mCurrency = QStringLiteral("USD");
    std::optional<core::Workload> mSpeedOn; // the GPUs' speed columns' workload (none: the reference)
};

} // namespace rigsmith::ui
