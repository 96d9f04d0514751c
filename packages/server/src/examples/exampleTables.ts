/**
 * Tables of the examples database, read from the files the `vega-datasets` package ships.
 *
 * Every table is built by one SELECT over DuckDB's own readers. Column lists and types are spelled out
 * rather than sniffed, so a table's shape never depends on sampling, and every column name is snake_case
 * so analysts can write SQL against it without quoting.
 */
export interface ExampleTable {
  /** Table name in the examples database (DuckDB schema `main`). */
  name: string;
  /** File name inside the vega-datasets `data/` folder. */
  file: string;
  description: string;
  /** Column a dataset registered on this table uses as its main temporal column; null when none fits. */
  mainTemporalColumn: string | null;
  /** SELECT that produces the table; `{file}` stands for the quoted path of `file`. */
  select: string;
}

/** Month-name dates such as `Jan 1 2000` or `Jun 12 1998`; `%d` also accepts days without a leading zero. */
const MONTH_DAY_YEAR = '%b %d %Y';

export const EXAMPLE_TABLES: readonly ExampleTable[] = [
  {
    name: 'flights',
    file: 'flights-3m.parquet',
    description:
      'Three million US domestic flights, January to June 2001: delay in minutes and distance in miles.',
    mainTemporalColumn: 'date',
    select: `SELECT date::TIMESTAMP AS date, delay::INTEGER AS delay, distance::INTEGER AS distance,
      origin, destination FROM read_parquet({file})`,
  },
  {
    name: 'airports',
    file: 'airports.csv',
    description: 'US airports by IATA code with city, state and coordinates.',
    mainTemporalColumn: null,
    select: `SELECT * FROM read_csv({file}, header = true, columns = {
      'iata': 'VARCHAR', 'name': 'VARCHAR', 'city': 'VARCHAR', 'state': 'VARCHAR', 'country': 'VARCHAR',
      'latitude': 'DOUBLE', 'longitude': 'DOUBLE'})`,
  },
  {
    name: 'seattle_weather',
    file: 'seattle-weather.csv',
    description: 'Daily weather in Seattle, 2012 to 2015: precipitation (mm), temperatures (C), wind (m/s).',
    mainTemporalColumn: 'date',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '%Y-%m-%d', columns = {
      'date': 'DATE', 'precipitation': 'DOUBLE', 'temp_max': 'DOUBLE', 'temp_min': 'DOUBLE',
      'wind': 'DOUBLE', 'weather': 'VARCHAR'})`,
  },
  {
    name: 'weather',
    file: 'weather.csv',
    description: 'Daily weather in Seattle and New York, 2012 to 2015.',
    mainTemporalColumn: 'date',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '%Y-%m-%d', columns = {
      'location': 'VARCHAR', 'date': 'DATE', 'precipitation': 'DOUBLE', 'temp_max': 'DOUBLE',
      'temp_min': 'DOUBLE', 'wind': 'DOUBLE', 'weather': 'VARCHAR'})`,
  },
  {
    name: 'sp500',
    file: 'sp500.csv',
    description: 'Monthly S&P 500 index price, 2000 to 2010.',
    mainTemporalColumn: 'date',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '${MONTH_DAY_YEAR}', columns = {
      'date': 'DATE', 'price': 'DOUBLE'})`,
  },
  {
    name: 'sp500_2000',
    file: 'sp500-2000.csv',
    description: 'Daily S&P 500 open, high, low, close and volume, 2000 to 2020.',
    mainTemporalColumn: 'date',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '%Y-%m-%d', columns = {
      'date': 'DATE', 'open': 'DOUBLE', 'high': 'DOUBLE', 'low': 'DOUBLE', 'close': 'DOUBLE',
      'adjclose': 'DOUBLE', 'volume': 'BIGINT'})`,
  },
  {
    name: 'stocks',
    file: 'stocks.csv',
    description: 'Monthly share prices of MSFT, AMZN, IBM, GOOG and AAPL, 2000 to 2010.',
    mainTemporalColumn: 'date',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '${MONTH_DAY_YEAR}', columns = {
      'symbol': 'VARCHAR', 'date': 'DATE', 'price': 'DOUBLE'})`,
  },
  {
    name: 'cars',
    file: 'cars.json',
    description: 'Cars from 1970 to 1982: fuel economy, engine, weight, acceleration and origin.',
    mainTemporalColumn: 'year',
    select: `SELECT "Name" AS name, "Miles_per_Gallon" AS miles_per_gallon, "Cylinders" AS cylinders,
      "Displacement" AS displacement, "Horsepower" AS horsepower, "Weight_in_lbs" AS weight_in_lbs,
      "Acceleration" AS acceleration, "Year" AS year, "Origin" AS origin
      FROM read_json({file}, format = 'array', dateformat = '%Y-%m-%d', columns = {
        'Name': 'VARCHAR', 'Miles_per_Gallon': 'DOUBLE', 'Cylinders': 'INTEGER', 'Displacement': 'DOUBLE',
        'Horsepower': 'INTEGER', 'Weight_in_lbs': 'INTEGER', 'Acceleration': 'DOUBLE', 'Year': 'DATE',
        'Origin': 'VARCHAR'})`,
  },
  {
    name: 'movies',
    file: 'movies.json',
    description: 'Films with US and worldwide gross, budget, genre, ratings and release date.',
    mainTemporalColumn: 'release_date',
    // Some titles are bare numbers in the JSON (e.g. 1776), hence the VARCHAR column type.
    select: `SELECT "Title" AS title, "US Gross" AS us_gross, "Worldwide Gross" AS worldwide_gross,
      "US DVD Sales" AS us_dvd_sales, "Production Budget" AS production_budget,
      strptime("Release Date", '${MONTH_DAY_YEAR}')::DATE AS release_date, "MPAA Rating" AS mpaa_rating,
      "Running Time min" AS running_time_min, "Distributor" AS distributor, "Source" AS source,
      "Major Genre" AS major_genre, "Creative Type" AS creative_type, "Director" AS director,
      "Rotten Tomatoes Rating" AS rotten_tomatoes_rating, "IMDB Rating" AS imdb_rating,
      "IMDB Votes" AS imdb_votes
      FROM read_json({file}, format = 'array', columns = {
        'Title': 'VARCHAR', 'US Gross': 'BIGINT', 'Worldwide Gross': 'BIGINT', 'US DVD Sales': 'BIGINT',
        'Production Budget': 'BIGINT', 'Release Date': 'VARCHAR', 'MPAA Rating': 'VARCHAR',
        'Running Time min': 'INTEGER', 'Distributor': 'VARCHAR', 'Source': 'VARCHAR',
        'Major Genre': 'VARCHAR', 'Creative Type': 'VARCHAR', 'Director': 'VARCHAR',
        'Rotten Tomatoes Rating': 'INTEGER', 'IMDB Rating': 'DOUBLE', 'IMDB Votes': 'INTEGER'})`,
  },
  {
    name: 'birdstrikes',
    file: 'birdstrikes.csv',
    description:
      'Wildlife strikes on aircraft reported to the FAA: airport, aircraft, damage, species, cost.',
    mainTemporalColumn: 'flight_date',
    // With header = true, `columns` renames the file's spaced headers by position.
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '%Y-%m-%d', columns = {
      'airport_name': 'VARCHAR', 'aircraft_make_model': 'VARCHAR', 'effect_amount_of_damage': 'VARCHAR',
      'flight_date': 'DATE', 'aircraft_airline_operator': 'VARCHAR', 'origin_state': 'VARCHAR',
      'phase_of_flight': 'VARCHAR', 'wildlife_size': 'VARCHAR', 'wildlife_species': 'VARCHAR',
      'time_of_day': 'VARCHAR', 'cost_other': 'BIGINT', 'cost_repair': 'BIGINT', 'cost_total': 'BIGINT',
      'speed_ias_in_knots': 'INTEGER'})`,
  },
  {
    name: 'gapminder',
    file: 'gapminder.json',
    description: 'Population, life expectancy and fertility by country, every five years from 1955 to 2005.',
    mainTemporalColumn: null,
    select: `SELECT * FROM read_json({file}, format = 'array', columns = {
      'year': 'INTEGER', 'country': 'VARCHAR', 'cluster': 'INTEGER', 'pop': 'BIGINT',
      'life_expect': 'DOUBLE', 'fertility': 'DOUBLE'})`,
  },
  {
    name: 'penguins',
    file: 'penguins.json',
    description:
      'Palmer Archipelago penguins: species, island, beak and flipper measurements, body mass, sex.',
    mainTemporalColumn: null,
    // One record has '.' as its sex: an unknown value, stored as NULL like the other unknowns.
    select: `SELECT "Species" AS species, "Island" AS island, "Beak Length (mm)" AS beak_length_mm,
      "Beak Depth (mm)" AS beak_depth_mm, "Flipper Length (mm)" AS flipper_length_mm,
      "Body Mass (g)" AS body_mass_g, nullif("Sex", '.') AS sex
      FROM read_json({file}, format = 'array', columns = {
        'Species': 'VARCHAR', 'Island': 'VARCHAR', 'Beak Length (mm)': 'DOUBLE', 'Beak Depth (mm)': 'DOUBLE',
        'Flipper Length (mm)': 'INTEGER', 'Body Mass (g)': 'INTEGER', 'Sex': 'VARCHAR'})`,
  },
  {
    name: 'jobs',
    file: 'jobs.json',
    description: 'US census occupations by sex, 1850 to 2000: head count and share of the workforce.',
    mainTemporalColumn: null,
    select: `SELECT * FROM read_json({file}, format = 'array', columns = {
      'job': 'VARCHAR', 'sex': 'VARCHAR', 'year': 'INTEGER', 'count': 'INTEGER', 'perc': 'DOUBLE'})`,
  },
  {
    name: 'unemployment',
    file: 'unemployment-across-industries.json',
    description: 'Monthly US unemployment by industry, 2000 to 2010: unemployed count (thousands) and rate.',
    mainTemporalColumn: 'date',
    // Dates are local midnights written in UTC ('2000-01-01T08:00:00.000Z'); the date part is the month.
    select: `SELECT series, year, month, count, rate, left(date, 10)::DATE AS date
      FROM read_json({file}, format = 'array', columns = {
        'series': 'VARCHAR', 'year': 'INTEGER', 'month': 'INTEGER', 'count': 'INTEGER', 'rate': 'DOUBLE',
        'date': 'VARCHAR'})`,
  },
  {
    name: 'us_employment',
    file: 'us-employment.csv',
    description: 'Monthly US employment by sector, 2006 to 2015, in thousands of jobs.',
    mainTemporalColumn: 'month',
    select: `SELECT * FROM read_csv({file}, header = true, dateformat = '%Y-%m-%d', columns = {
      'month': 'DATE', 'nonfarm': 'DOUBLE', 'private': 'DOUBLE', 'goods_producing': 'DOUBLE',
      'service_providing': 'DOUBLE', 'private_service_providing': 'DOUBLE', 'mining_and_logging': 'DOUBLE',
      'construction': 'DOUBLE', 'manufacturing': 'DOUBLE', 'durable_goods': 'DOUBLE',
      'nondurable_goods': 'DOUBLE', 'trade_transportation_utilties': 'DOUBLE', 'wholesale_trade': 'DOUBLE',
      'retail_trade': 'DOUBLE', 'transportation_and_warehousing': 'DOUBLE', 'utilities': 'DOUBLE',
      'information': 'DOUBLE', 'financial_activities': 'DOUBLE',
      'professional_and_business_services': 'DOUBLE', 'education_and_health_services': 'DOUBLE',
      'leisure_and_hospitality': 'DOUBLE', 'other_services': 'DOUBLE', 'government': 'DOUBLE',
      'nonfarm_change': 'DOUBLE'})`,
  },
  {
    name: 'zipcodes',
    file: 'zipcodes.csv',
    description: 'US ZIP codes with coordinates, city, state and county.',
    mainTemporalColumn: null,
    // ZIP codes are identifiers: VARCHAR keeps leading zeros such as 00501.
    select: `SELECT * FROM read_csv({file}, header = true, columns = {
      'zip_code': 'VARCHAR', 'latitude': 'DOUBLE', 'longitude': 'DOUBLE', 'city': 'VARCHAR',
      'state': 'VARCHAR', 'county': 'VARCHAR'})`,
  },
];
