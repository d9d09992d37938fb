//! Generated from ALGOL 60 by `attic translate programs/algol/mate-in-n.alg`: do not edit by hand.
//! Typed Rust: each procedure a function over typed values.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::algol::runtime as rt;
use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:6];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure СДЕЛАТЬ ХОД(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ДАЛЕЕ, РОКИРОВКА);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if КОД = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then go to РОКИРОВКА;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  Boolean procedure ПОД БОЕМ(П, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, ЧУЖИЕ ПОЛЯ);",
"",
"",
"    ПОД БОЕМ := true;",
"    В := (П - 1) - (П - 1) ÷ 8 × 8;  Г := (П - 1) ÷ 8;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ЧУЖИЕ ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        К := ЧУЖАЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if К > 0 ∧ К < 10 then",
"",
"          dx := В - ((ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8);  dy := Г - (ПОЛЕ - 1) ÷ 8;",
"          ax := abs(dx);  ay := abs(dy);",
"          if К = 2 then begin if ax × ay = 2 then go to ДА end",
"          else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end",
"          else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end",
"          else if (ax = ay ∧ (К = 3 ∨ К = 5)) ∨",
"            ((ax = 0 ∨ ay = 0) ∧ (К = 4 ∨ К = 5 ∨ К = 8)) then",
"",
"            d := 8 × sign(dy) + sign(dx);  t := ПОЛЕ + d;",
"",
"            if t = П then go to ДА;",
"            if СВОЯ ДОСКА[t] = 0 ∧ ЧУЖАЯ ДОСКА[t] = 0 then",
"            begin t := t + d;  go to МЕЖДУ end",
"",
"",
"",
"",
"    ПОД БОЕМ := false;",
"",
"",
"",
"",
"",
"",
"  procedure НАЙТИ КОРОЛЯ(ПОЛЯ, ДОСКА, К);  integer array ПОЛЯ, ДОСКА;  integer К;",
"",
"    К := 0;",
"    for j := 1 step 1 until 16 do",
"      if ПОЛЯ[j] ≠ 0 then",
"      begin С := ДОСКА[ПОЛЯ[j]] - 10 × j;  if С = 6 ∨ С = 7 then К := j end",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  НАЙТИ КОРОЛЯ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, КОРОЛЬ БЕЛЫХ);",
"  НАЙТИ КОРОЛЯ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, КОРОЛЬ ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"",
"  if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;",
"  Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;",
"СЛЕДУЮЩИЙ:",
"  УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;",
"  if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;",
"  if Л = ss - 1 then go to ПОСЛЕДНИЙ ХОД;",
"  if Л = ss then go to ОТВЕТ ЧЕРНЫХ;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"    if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;",
"    ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ)",
"",
"",
"",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ)",
"",
"ШАХ:",
"  Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;",
"",
"",
"",
"",
"  if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;",
"  СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ, БЕЛЫЕ РОКИРУЮТ);",
"  if ¬ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"  if ПОД БОЕМ(ПОЛЯ БЕЛЫХ[КОРОЛЬ БЕЛЫХ], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ ЧЕРНЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"  n := РУБЕЖ ХОДОВ[Л];",
"  ОБЗОР ХОДОВ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, n, СЛЕДУЮЩИЙ);",
"  РУБЕЖ ХОДОВ[Л + 1] := n;",
"  go to ШАХ;",
"БЕЛЫЕ РОКИРУЮТ:",
"  ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ);",
"  if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then go to ШАХ;",
"  go to СЛЕДУЮЩИЙ;",
"",
"",
"",
"ОТВЕТ ЧЕРНЫХ:",
"  СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ, ЧЕРНЫЕ РОКИРУЮТ);",
"  if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"",
"ЧЕРНЫЕ РОКИРУЮТ:",
"  ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ);",
"УШЛИ ОТ ШАХА:",
"  УРОВЕНЬ := ss;",
"  ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"  ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  Л := ss - 1;  go to СЛЕДУЮЩИЙ;",
"",
"  if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"",
"    if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;",
"    Л := Л - 1;  УРОВЕНЬ := Л;",
"    ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"    ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"  if ВОЗМОЖЕН ПАТ[Л ÷ 2] then",
"",
"",
"    if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"",
"",
"",
"",
"  if Л = 2 then go to ОТВЕТ;",
"  Л := Л - 1;  УРОВЕНЬ := Л;",
"  ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"  ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"  Л := Л - 1;  go to СЛЕДУЮЩИЙ;",
"",
"ОТВЕТ:",
"  Б1 := ТЕК[1];  УРОВЕНЬ := 2;",
"  if ss = 2 then go to МАТ1;",
"  if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;",
"  output('/,T,РЕШЕНИЕ,/');",
"",
"МАТ1:",
"",
"ПЕЧАТЬ ОТВЕТА:",
"",
"",
"ХОДЫ ИСЧЕРПАНЫ:",
"",
"",
"ОШИБКА В ЧИСЛЕ ХОДОВ:",
"",
"",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 29, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 29, col: 39, width: 6, name: "СПИСОК" },
rt::Site { line: 29, col: 56, width: 3, name: "ТЕК" },
rt::Site { line: 30, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 31, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 31, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 32, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 375, col: 3, width: 21, name: "" },
rt::Site { line: 375, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 375, col: 27, width: 23, name: "" },
rt::Site { line: 375, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 376, col: 3, width: 22, name: "" },
rt::Site { line: 376, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 376, col: 28, width: 23, name: "" },
rt::Site { line: 376, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 377, col: 3, width: 21, name: "" },
rt::Site { line: 377, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 377, col: 27, width: 23, name: "" },
rt::Site { line: 377, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 378, col: 3, width: 21, name: "" },
rt::Site { line: 378, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 378, col: 27, width: 24, name: "" },
rt::Site { line: 378, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 379, col: 3, width: 21, name: "" },
rt::Site { line: 379, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 379, col: 27, width: 23, name: "" },
rt::Site { line: 379, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 380, col: 3, width: 21, name: "" },
rt::Site { line: 380, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 380, col: 27, width: 24, name: "" },
rt::Site { line: 380, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 381, col: 3, width: 22, name: "" },
rt::Site { line: 381, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 381, col: 28, width: 23, name: "" },
rt::Site { line: 381, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 382, col: 3, width: 22, name: "" },
rt::Site { line: 382, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 382, col: 28, width: 24, name: "" },
rt::Site { line: 382, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 383, col: 3, width: 21, name: "" },
rt::Site { line: 383, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 383, col: 27, width: 23, name: "" },
rt::Site { line: 383, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 384, col: 3, width: 22, name: "" },
rt::Site { line: 384, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 384, col: 28, width: 24, name: "" },
rt::Site { line: 384, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 385, col: 3, width: 22, name: "" },
rt::Site { line: 385, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 385, col: 28, width: 25, name: "" },
rt::Site { line: 385, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 386, col: 3, width: 22, name: "" },
rt::Site { line: 386, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 386, col: 28, width: 25, name: "" },
rt::Site { line: 386, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 387, col: 3, width: 23, name: "" },
rt::Site { line: 387, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 387, col: 29, width: 25, name: "" },
rt::Site { line: 387, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 388, col: 3, width: 23, name: "" },
rt::Site { line: 388, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 388, col: 29, width: 25, name: "" },
rt::Site { line: 388, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 389, col: 3, width: 23, name: "" },
rt::Site { line: 389, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 389, col: 29, width: 24, name: "" },
rt::Site { line: 389, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 390, col: 3, width: 23, name: "" },
rt::Site { line: 390, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 390, col: 29, width: 24, name: "" },
rt::Site { line: 390, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 391, col: 1, width: 1, name: "i" },
rt::Site { line: 392, col: 7, width: 1, name: "i" },
rt::Site { line: 392, col: 33, width: 38, name: "" },
rt::Site { line: 392, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 392, col: 45, width: 1, name: "i" },
rt::Site { line: 392, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 392, col: 64, width: 1, name: "i" },
rt::Site { line: 393, col: 1, width: 26, name: "input" },
rt::Site { line: 393, col: 30, width: 11, name: "" },
rt::Site { line: 393, col: 36, width: 5, name: "×" },
rt::Site { line: 393, col: 40, width: 1, name: "s" },
rt::Site { line: 394, col: 3, width: 1, name: "i" },
rt::Site { line: 394, col: 7, width: 1, name: "i" },
rt::Site { line: 394, col: 27, width: 6, name: "+" },
rt::Site { line: 394, col: 27, width: 2, name: "ss" },
rt::Site { line: 395, col: 9, width: 19, name: "" },
rt::Site { line: 395, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 395, col: 21, width: 1, name: "i" },
rt::Site { line: 395, col: 31, width: 10, name: "" },
rt::Site { line: 395, col: 31, width: 4, name: "q" },
rt::Site { line: 395, col: 33, width: 1, name: "i" },
rt::Site { line: 399, col: 3, width: 18, name: "" },
rt::Site { line: 399, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 399, col: 24, width: 20, name: "" },
rt::Site { line: 399, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 400, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 322, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 322, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 400, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 401, col: 3, width: 51, name: "НАЙТИ КОРОЛЯ" },
rt::Site { line: 308, col: 26, width: 4, name: "ПОЛЯ" },
rt::Site { line: 308, col: 32, width: 5, name: "ДОСКА" },
rt::Site { line: 308, col: 39, width: 1, name: "К" },
rt::Site { line: 402, col: 3, width: 54, name: "НАЙТИ КОРОЛЯ" },
rt::Site { line: 403, col: 3, width: 12, name: "" },
rt::Site { line: 403, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 404, col: 3, width: 19, name: "" },
rt::Site { line: 404, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 405, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 42, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 42, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 42, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 42, col: 56, width: 1, name: "n" },
rt::Site { line: 42, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 406, col: 3, width: 19, name: "" },
rt::Site { line: 406, col: 21, width: 1, name: "n" },
rt::Site { line: 406, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 408, col: 6, width: 13, name: "" },
rt::Site { line: 408, col: 6, width: 13, name: "∨" },
rt::Site { line: 408, col: 6, width: 5, name: "<" },
rt::Site { line: 408, col: 6, width: 1, name: "s" },
rt::Site { line: 408, col: 14, width: 5, name: ">" },
rt::Site { line: 408, col: 14, width: 1, name: "s" },
rt::Site { line: 505, col: 1, width: 1, name: "output" },
rt::Site { line: 409, col: 3, width: 6, name: "" },
rt::Site { line: 409, col: 12, width: 28, name: "" },
rt::Site { line: 409, col: 22, width: 18, name: "+" },
rt::Site { line: 409, col: 22, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 409, col: 12, width: 6, name: "ТЕК" },
rt::Site { line: 508, col: 1, width: 1, name: "output" },
rt::Site { line: 453, col: 1, width: 1, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 192, col: 29, width: 1, name: "i" },
rt::Site { line: 454, col: 19, width: 6, name: "ТЕК" },
rt::Site { line: 454, col: 23, width: 1, name: "Л" },
rt::Site { line: 192, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 192, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 192, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 192, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 192, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 410, col: 1, width: 1, name: "" },
rt::Site { line: 411, col: 14, width: 1, name: "Л" },
rt::Site { line: 411, col: 18, width: 20, name: "" },
rt::Site { line: 411, col: 28, width: 10, name: "+" },
rt::Site { line: 411, col: 28, width: 6, name: "ТЕК" },
rt::Site { line: 411, col: 32, width: 1, name: "Л" },
rt::Site { line: 411, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 411, col: 22, width: 1, name: "Л" },
rt::Site { line: 412, col: 6, width: 23, name: "" },
rt::Site { line: 412, col: 6, width: 23, name: ">" },
rt::Site { line: 412, col: 6, width: 6, name: "ТЕК" },
rt::Site { line: 412, col: 10, width: 1, name: "Л" },
rt::Site { line: 412, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 412, col: 27, width: 1, name: "Л" },
rt::Site { line: 462, col: 6, width: 6, name: "" },
rt::Site { line: 462, col: 6, width: 6, name: "=" },
rt::Site { line: 462, col: 6, width: 1, name: "Л" },
rt::Site { line: 462, col: 10, width: 2, name: "ss" },
rt::Site { line: 463, col: 6, width: 13, name: "" },
rt::Site { line: 463, col: 6, width: 13, name: "≠" },
rt::Site { line: 463, col: 6, width: 9, name: "×" },
rt::Site { line: 463, col: 6, width: 5, name: "÷" },
rt::Site { line: 463, col: 6, width: 1, name: "Л" },
rt::Site { line: 463, col: 18, width: 1, name: "Л" },
rt::Site { line: 466, col: 8, width: 5, name: "" },
rt::Site { line: 466, col: 8, width: 5, name: "=" },
rt::Site { line: 466, col: 8, width: 1, name: "Л" },
rt::Site { line: 502, col: 1, width: 1, name: "output" },
rt::Site { line: 467, col: 5, width: 10, name: "" },
rt::Site { line: 467, col: 10, width: 5, name: "-" },
rt::Site { line: 467, col: 10, width: 1, name: "Л" },
rt::Site { line: 467, col: 18, width: 12, name: "" },
rt::Site { line: 467, col: 29, width: 1, name: "Л" },
rt::Site { line: 468, col: 5, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 153, col: 26, width: 1, name: "З" },
rt::Site { line: 468, col: 18, width: 58, name: "СПИСОК" },
rt::Site { line: 468, col: 28, width: 16, name: "" },
rt::Site { line: 468, col: 28, width: 16, name: "=" },
rt::Site { line: 468, col: 28, width: 10, name: "q" },
rt::Site { line: 468, col: 30, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 468, col: 49, width: 10, name: "+" },
rt::Site { line: 468, col: 49, width: 6, name: "ТЕК" },
rt::Site { line: 468, col: 53, width: 1, name: "Л" },
rt::Site { line: 468, col: 65, width: 10, name: "+" },
rt::Site { line: 468, col: 65, width: 6, name: "ТЕК" },
rt::Site { line: 468, col: 69, width: 1, name: "Л" },
rt::Site { line: 153, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 153, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 153, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 470, col: 5, width: 53, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 169, col: 28, width: 1, name: "i" },
rt::Site { line: 470, col: 20, width: 6, name: "ТЕК" },
rt::Site { line: 470, col: 24, width: 1, name: "Л" },
rt::Site { line: 169, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 169, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 169, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 471, col: 5, width: 10, name: "" },
rt::Site { line: 471, col: 10, width: 5, name: "-" },
rt::Site { line: 471, col: 10, width: 1, name: "Л" },
rt::Site { line: 471, col: 24, width: 9, name: "" },
rt::Site { line: 473, col: 6, width: 19, name: "" },
rt::Site { line: 473, col: 6, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 473, col: 19, width: 5, name: "÷" },
rt::Site { line: 473, col: 19, width: 1, name: "Л" },
rt::Site { line: 476, col: 8, width: 75, name: "" },
rt::Site { line: 476, col: 8, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 271, col: 30, width: 1, name: "П" },
rt::Site { line: 476, col: 17, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 476, col: 29, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 271, col: 33, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 271, col: 45, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 271, col: 58, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 478, col: 5, width: 10, name: "" },
rt::Site { line: 478, col: 10, width: 5, name: "-" },
rt::Site { line: 478, col: 10, width: 1, name: "Л" },
rt::Site { line: 478, col: 24, width: 9, name: "" },
rt::Site { line: 484, col: 6, width: 5, name: "" },
rt::Site { line: 484, col: 6, width: 5, name: "=" },
rt::Site { line: 484, col: 6, width: 1, name: "Л" },
rt::Site { line: 491, col: 1, width: 1, name: "" },
rt::Site { line: 492, col: 9, width: 6, name: "ТЕК" },
rt::Site { line: 492, col: 18, width: 12, name: "" },
rt::Site { line: 493, col: 6, width: 6, name: "" },
rt::Site { line: 493, col: 6, width: 6, name: "=" },
rt::Site { line: 493, col: 6, width: 2, name: "ss" },
rt::Site { line: 494, col: 6, width: 15, name: "" },
rt::Site { line: 494, col: 6, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 495, col: 3, width: 23, name: "output" },
rt::Site { line: 497, col: 1, width: 1, name: "output" },
rt::Site { line: 499, col: 1, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 485, col: 3, width: 10, name: "" },
rt::Site { line: 485, col: 8, width: 5, name: "-" },
rt::Site { line: 485, col: 8, width: 1, name: "Л" },
rt::Site { line: 485, col: 16, width: 12, name: "" },
rt::Site { line: 485, col: 27, width: 1, name: "Л" },
rt::Site { line: 486, col: 3, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 486, col: 16, width: 58, name: "СПИСОК" },
rt::Site { line: 486, col: 26, width: 16, name: "" },
rt::Site { line: 486, col: 26, width: 16, name: "=" },
rt::Site { line: 486, col: 26, width: 10, name: "q" },
rt::Site { line: 486, col: 28, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 486, col: 47, width: 10, name: "+" },
rt::Site { line: 486, col: 47, width: 6, name: "ТЕК" },
rt::Site { line: 486, col: 51, width: 1, name: "Л" },
rt::Site { line: 486, col: 63, width: 10, name: "+" },
rt::Site { line: 486, col: 63, width: 6, name: "ТЕК" },
rt::Site { line: 486, col: 67, width: 1, name: "Л" },
rt::Site { line: 488, col: 3, width: 50, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 488, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 488, col: 22, width: 1, name: "Л" },
rt::Site { line: 489, col: 3, width: 10, name: "" },
rt::Site { line: 489, col: 8, width: 5, name: "-" },
rt::Site { line: 489, col: 8, width: 1, name: "Л" },
rt::Site { line: 489, col: 22, width: 9, name: "" },
rt::Site { line: 413, col: 6, width: 10, name: "" },
rt::Site { line: 413, col: 6, width: 10, name: "=" },
rt::Site { line: 413, col: 6, width: 1, name: "Л" },
rt::Site { line: 413, col: 10, width: 6, name: "-" },
rt::Site { line: 413, col: 10, width: 2, name: "ss" },
rt::Site { line: 414, col: 6, width: 6, name: "" },
rt::Site { line: 414, col: 6, width: 6, name: "=" },
rt::Site { line: 414, col: 6, width: 1, name: "Л" },
rt::Site { line: 414, col: 10, width: 2, name: "ss" },
rt::Site { line: 448, col: 1, width: 1, name: "СДЕЛАТЬ ХОД" },
rt::Site { line: 240, col: 25, width: 1, name: "i" },
rt::Site { line: 449, col: 15, width: 6, name: "ТЕК" },
rt::Site { line: 449, col: 19, width: 1, name: "Л" },
rt::Site { line: 240, col: 28, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 240, col: 40, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 240, col: 53, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 240, col: 64, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 240, col: 71, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 450, col: 6, width: 75, name: "" },
rt::Site { line: 450, col: 6, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 450, col: 15, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 450, col: 27, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 451, col: 11, width: 9, name: "" },
rt::Site { line: 415, col: 6, width: 13, name: "" },
rt::Site { line: 415, col: 6, width: 13, name: "≠" },
rt::Site { line: 415, col: 6, width: 9, name: "×" },
rt::Site { line: 415, col: 6, width: 5, name: "÷" },
rt::Site { line: 415, col: 6, width: 1, name: "Л" },
rt::Site { line: 415, col: 18, width: 1, name: "Л" },
rt::Site { line: 417, col: 8, width: 5, name: "" },
rt::Site { line: 417, col: 8, width: 5, name: ">" },
rt::Site { line: 417, col: 8, width: 1, name: "Л" },
rt::Site { line: 417, col: 19, width: 28, name: "" },
rt::Site { line: 417, col: 19, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 417, col: 32, width: 5, name: "÷" },
rt::Site { line: 417, col: 32, width: 1, name: "Л" },
rt::Site { line: 418, col: 5, width: 31, name: "" },
rt::Site { line: 418, col: 5, width: 23, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 418, col: 18, width: 9, name: "+" },
rt::Site { line: 418, col: 18, width: 5, name: "÷" },
rt::Site { line: 418, col: 18, width: 1, name: "Л" },
rt::Site { line: 419, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 419, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 419, col: 25, width: 1, name: "Л" },
rt::Site { line: 423, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 423, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 423, col: 25, width: 1, name: "Л" },
rt::Site { line: 455, col: 1, width: 1, name: "" },
rt::Site { line: 456, col: 14, width: 2, name: "ss" },
rt::Site { line: 457, col: 3, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 457, col: 16, width: 58, name: "СПИСОК" },
rt::Site { line: 457, col: 26, width: 16, name: "" },
rt::Site { line: 457, col: 26, width: 16, name: "=" },
rt::Site { line: 457, col: 26, width: 10, name: "q" },
rt::Site { line: 457, col: 28, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 457, col: 47, width: 10, name: "+" },
rt::Site { line: 457, col: 47, width: 6, name: "ТЕК" },
rt::Site { line: 457, col: 51, width: 1, name: "Л" },
rt::Site { line: 457, col: 63, width: 10, name: "+" },
rt::Site { line: 457, col: 63, width: 6, name: "ТЕК" },
rt::Site { line: 457, col: 67, width: 1, name: "Л" },
rt::Site { line: 459, col: 3, width: 53, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 459, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 459, col: 22, width: 1, name: "Л" },
rt::Site { line: 460, col: 3, width: 11, name: "" },
rt::Site { line: 460, col: 8, width: 6, name: "-" },
rt::Site { line: 460, col: 8, width: 2, name: "ss" },
rt::Site { line: 460, col: 23, width: 9, name: "" },
rt::Site { line: 431, col: 6, width: 5, name: "" },
rt::Site { line: 431, col: 6, width: 5, name: ">" },
rt::Site { line: 431, col: 6, width: 1, name: "Л" },
rt::Site { line: 431, col: 17, width: 28, name: "" },
rt::Site { line: 431, col: 17, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 431, col: 30, width: 5, name: "÷" },
rt::Site { line: 431, col: 30, width: 1, name: "Л" },
rt::Site { line: 432, col: 3, width: 85, name: "СДЕЛАТЬ ХОД" },
rt::Site { line: 432, col: 15, width: 6, name: "ТЕК" },
rt::Site { line: 432, col: 19, width: 1, name: "Л" },
rt::Site { line: 433, col: 6, width: 77, name: "" },
rt::Site { line: 433, col: 6, width: 77, name: "" },
rt::Site { line: 433, col: 7, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 433, col: 16, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 433, col: 28, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 434, col: 11, width: 9, name: "" },
rt::Site { line: 435, col: 6, width: 74, name: "" },
rt::Site { line: 435, col: 6, width: 74, name: "ПОД БОЕМ" },
rt::Site { line: 435, col: 15, width: 24, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 435, col: 26, width: 12, name: "КОРОЛЬ БЕЛЫХ" },
rt::Site { line: 436, col: 11, width: 9, name: "" },
rt::Site { line: 437, col: 3, width: 19, name: "" },
rt::Site { line: 437, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 437, col: 20, width: 1, name: "Л" },
rt::Site { line: 438, col: 3, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 439, col: 3, width: 23, name: "" },
rt::Site { line: 439, col: 25, width: 1, name: "n" },
rt::Site { line: 439, col: 3, width: 18, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 439, col: 15, width: 5, name: "+" },
rt::Site { line: 439, col: 15, width: 1, name: "Л" },
rt::Site { line: 440, col: 9, width: 3, name: "" },
rt::Site { line: 441, col: 1, width: 1, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 442, col: 19, width: 6, name: "ТЕК" },
rt::Site { line: 442, col: 23, width: 1, name: "Л" },
rt::Site { line: 443, col: 6, width: 75, name: "" },
rt::Site { line: 443, col: 6, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 443, col: 15, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 443, col: 27, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 443, col: 93, width: 3, name: "" },
rt::Site { line: 444, col: 9, width: 9, name: "" },
rt::Site { line: 425, col: 1, width: 1, name: "" },
rt::Site { line: 426, col: 8, width: 5, name: "+" },
rt::Site { line: 426, col: 8, width: 1, name: "Л" },
rt::Site { line: 426, col: 16, width: 32, name: "" },
rt::Site { line: 426, col: 26, width: 22, name: "+" },
rt::Site { line: 426, col: 26, width: 18, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 426, col: 38, width: 5, name: "-" },
rt::Site { line: 426, col: 38, width: 1, name: "Л" },
rt::Site { line: 426, col: 16, width: 6, name: "ТЕК" },
rt::Site { line: 426, col: 20, width: 1, name: "Л" },
rt::Site { line: 426, col: 57, width: 9, name: "" },
rt::Site { line: 76, col: 5, width: 10, name: "" },
rt::Site { line: 76, col: 10, width: 5, name: "+" },
rt::Site { line: 76, col: 10, width: 1, name: "n" },
rt::Site { line: 76, col: 18, width: 14, name: "" },
rt::Site { line: 76, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 76, col: 25, width: 1, name: "m" },
rt::Site { line: 77, col: 5, width: 15, name: "" },
rt::Site { line: 77, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 77, col: 23, width: 33, name: "" },
rt::Site { line: 77, col: 33, width: 8, name: "" },
rt::Site { line: 77, col: 33, width: 8, name: ">" },
rt::Site { line: 77, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 78, col: 5, width: 1, name: "j" },
rt::Site { line: 78, col: 9, width: 1, name: "j" },
rt::Site { line: 80, col: 7, width: 15, name: "" },
rt::Site { line: 80, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 80, col: 20, width: 1, name: "j" },
rt::Site { line: 81, col: 10, width: 8, name: "" },
rt::Site { line: 81, col: 10, width: 8, name: "≠" },
rt::Site { line: 81, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 9, width: 32, name: "" },
rt::Site { line: 83, col: 16, width: 25, name: "-" },
rt::Site { line: 83, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 83, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 35, width: 6, name: "×" },
rt::Site { line: 83, col: 40, width: 1, name: "j" },
rt::Site { line: 84, col: 12, width: 18, name: "" },
rt::Site { line: 84, col: 12, width: 18, name: "∧" },
rt::Site { line: 84, col: 12, width: 7, name: ">" },
rt::Site { line: 84, col: 12, width: 3, name: "КОД" },
rt::Site { line: 84, col: 22, width: 8, name: "<" },
rt::Site { line: 84, col: 22, width: 3, name: "КОД" },
rt::Site { line: 86, col: 11, width: 36, name: "" },
rt::Site { line: 86, col: 16, width: 31, name: "-" },
rt::Site { line: 86, col: 17, width: 8, name: "-" },
rt::Site { line: 86, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 29, width: 18, name: "×" },
rt::Site { line: 86, col: 29, width: 14, name: "÷" },
rt::Site { line: 86, col: 30, width: 8, name: "-" },
rt::Site { line: 86, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 50, width: 19, name: "" },
rt::Site { line: 86, col: 55, width: 14, name: "÷" },
rt::Site { line: 86, col: 56, width: 8, name: "-" },
rt::Site { line: 86, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 11, width: 20, name: "" },
rt::Site { line: 87, col: 21, width: 10, name: "×" },
rt::Site { line: 87, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 34, width: 33, name: "" },
rt::Site { line: 87, col: 44, width: 23, name: "×" },
rt::Site { line: 87, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 87, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 88, col: 14, width: 7, name: "" },
rt::Site { line: 88, col: 14, width: 7, name: "=" },
rt::Site { line: 88, col: 14, width: 3, name: "КОД" },
rt::Site { line: 90, col: 13, width: 16, name: "" },
rt::Site { line: 90, col: 18, width: 11, name: "+" },
rt::Site { line: 90, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 90, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 91, col: 16, width: 17, name: "" },
rt::Site { line: 91, col: 16, width: 17, name: "=" },
rt::Site { line: 91, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 91, col: 27, width: 1, name: "t" },
rt::Site { line: 93, col: 18, width: 18, name: "" },
rt::Site { line: 93, col: 18, width: 18, name: "=" },
rt::Site { line: 93, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 93, col: 30, width: 1, name: "t" },
rt::Site { line: 95, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 57, col: 25, width: 2, name: "НА" },
rt::Site { line: 96, col: 20, width: 30, name: "" },
rt::Site { line: 96, col: 20, width: 30, name: "=" },
rt::Site { line: 96, col: 20, width: 1, name: "Г" },
rt::Site { line: 96, col: 28, width: 8, name: "" },
rt::Site { line: 96, col: 28, width: 8, name: ">" },
rt::Site { line: 96, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 98, col: 22, width: 24, name: "" },
rt::Site { line: 98, col: 22, width: 24, name: "=" },
rt::Site { line: 98, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 98, col: 33, width: 8, name: "+" },
rt::Site { line: 98, col: 33, width: 1, name: "t" },
rt::Site { line: 98, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 99, col: 28, width: 25, name: "" },
rt::Site { line: 99, col: 28, width: 25, name: "=" },
rt::Site { line: 99, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 99, col: 40, width: 8, name: "+" },
rt::Site { line: 99, col: 40, width: 1, name: "t" },
rt::Site { line: 99, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 99, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 48, col: 22, width: 2, name: "НА" },
rt::Site { line: 99, col: 66, width: 8, name: "+" },
rt::Site { line: 99, col: 66, width: 1, name: "t" },
rt::Site { line: 99, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 48, col: 26, width: 1, name: "Е" },
rt::Site { line: 103, col: 16, width: 5, name: "" },
rt::Site { line: 103, col: 16, width: 5, name: ">" },
rt::Site { line: 103, col: 16, width: 1, name: "В" },
rt::Site { line: 103, col: 36, width: 22, name: "" },
rt::Site { line: 103, col: 36, width: 22, name: "≠" },
rt::Site { line: 103, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 103, col: 48, width: 5, name: "-" },
rt::Site { line: 103, col: 48, width: 1, name: "t" },
rt::Site { line: 103, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 103, col: 74, width: 5, name: "-" },
rt::Site { line: 103, col: 74, width: 1, name: "t" },
rt::Site { line: 104, col: 16, width: 5, name: "" },
rt::Site { line: 104, col: 16, width: 5, name: "<" },
rt::Site { line: 104, col: 16, width: 1, name: "В" },
rt::Site { line: 104, col: 36, width: 22, name: "" },
rt::Site { line: 104, col: 36, width: 22, name: "≠" },
rt::Site { line: 104, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 104, col: 48, width: 5, name: "+" },
rt::Site { line: 104, col: 48, width: 1, name: "t" },
rt::Site { line: 104, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 104, col: 74, width: 5, name: "+" },
rt::Site { line: 104, col: 74, width: 1, name: "t" },
rt::Site { line: 108, col: 16, width: 7, name: "" },
rt::Site { line: 108, col: 16, width: 7, name: "=" },
rt::Site { line: 108, col: 16, width: 3, name: "КОД" },
rt::Site { line: 108, col: 35, width: 11, name: "" },
rt::Site { line: 108, col: 49, width: 16, name: "" },
rt::Site { line: 109, col: 21, width: 7, name: "" },
rt::Site { line: 109, col: 21, width: 7, name: "=" },
rt::Site { line: 109, col: 21, width: 3, name: "КОД" },
rt::Site { line: 109, col: 40, width: 11, name: "" },
rt::Site { line: 109, col: 54, width: 15, name: "" },
rt::Site { line: 110, col: 21, width: 17, name: "" },
rt::Site { line: 110, col: 21, width: 17, name: "∨" },
rt::Site { line: 110, col: 21, width: 7, name: "=" },
rt::Site { line: 110, col: 21, width: 3, name: "КОД" },
rt::Site { line: 110, col: 31, width: 7, name: "=" },
rt::Site { line: 110, col: 31, width: 3, name: "КОД" },
rt::Site { line: 110, col: 50, width: 11, name: "" },
rt::Site { line: 110, col: 64, width: 15, name: "" },
rt::Site { line: 111, col: 24, width: 11, name: "" },
rt::Site { line: 111, col: 38, width: 15, name: "" },
rt::Site { line: 112, col: 13, width: 43, name: "" },
rt::Site { line: 112, col: 29, width: 27, name: "∧" },
rt::Site { line: 112, col: 29, width: 17, name: "∧" },
rt::Site { line: 112, col: 29, width: 7, name: "≠" },
rt::Site { line: 112, col: 29, width: 3, name: "КОД" },
rt::Site { line: 112, col: 39, width: 7, name: "≠" },
rt::Site { line: 112, col: 39, width: 3, name: "КОД" },
rt::Site { line: 112, col: 49, width: 7, name: "≠" },
rt::Site { line: 112, col: 49, width: 3, name: "КОД" },
rt::Site { line: 113, col: 13, width: 1, name: "k" },
rt::Site { line: 113, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 113, col: 17, width: 1, name: "k" },
rt::Site { line: 113, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 115, col: 15, width: 6, name: "" },
rt::Site { line: 115, col: 20, width: 1, name: "В" },
rt::Site { line: 115, col: 24, width: 6, name: "" },
rt::Site { line: 115, col: 29, width: 1, name: "Г" },
rt::Site { line: 116, col: 13, width: 1, name: "" },
rt::Site { line: 117, col: 20, width: 20, name: "+" },
rt::Site { line: 117, col: 20, width: 1, name: "x" },
rt::Site { line: 117, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 117, col: 38, width: 1, name: "k" },
rt::Site { line: 117, col: 43, width: 27, name: "" },
rt::Site { line: 117, col: 48, width: 22, name: "+" },
rt::Site { line: 117, col: 48, width: 1, name: "y" },
rt::Site { line: 117, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 117, col: 68, width: 1, name: "k" },
rt::Site { line: 118, col: 18, width: 29, name: "" },
rt::Site { line: 118, col: 18, width: 29, name: "∧" },
rt::Site { line: 118, col: 18, width: 21, name: "∧" },
rt::Site { line: 118, col: 18, width: 13, name: "∧" },
rt::Site { line: 118, col: 18, width: 5, name: "≥" },
rt::Site { line: 118, col: 18, width: 1, name: "x" },
rt::Site { line: 118, col: 26, width: 5, name: "<" },
rt::Site { line: 118, col: 26, width: 1, name: "x" },
rt::Site { line: 118, col: 34, width: 5, name: "≥" },
rt::Site { line: 118, col: 34, width: 1, name: "y" },
rt::Site { line: 118, col: 42, width: 5, name: "<" },
rt::Site { line: 118, col: 42, width: 1, name: "y" },
rt::Site { line: 120, col: 17, width: 18, name: "" },
rt::Site { line: 120, col: 22, width: 13, name: "+" },
rt::Site { line: 120, col: 22, width: 9, name: "+" },
rt::Site { line: 120, col: 22, width: 5, name: "×" },
rt::Site { line: 120, col: 26, width: 1, name: "y" },
rt::Site { line: 120, col: 30, width: 1, name: "x" },
rt::Site { line: 121, col: 20, width: 17, name: "" },
rt::Site { line: 121, col: 20, width: 17, name: "=" },
rt::Site { line: 121, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 121, col: 31, width: 1, name: "t" },
rt::Site { line: 123, col: 19, width: 19, name: "" },
rt::Site { line: 123, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 123, col: 36, width: 1, name: "t" },
rt::Site { line: 124, col: 22, width: 5, name: "" },
rt::Site { line: 124, col: 22, width: 5, name: "≠" },
rt::Site { line: 124, col: 22, width: 1, name: "С" },
rt::Site { line: 125, col: 28, width: 41, name: "" },
rt::Site { line: 125, col: 28, width: 41, name: "∨" },
rt::Site { line: 125, col: 28, width: 19, name: "=" },
rt::Site { line: 125, col: 28, width: 15, name: "-" },
rt::Site { line: 125, col: 28, width: 1, name: "С" },
rt::Site { line: 125, col: 32, width: 11, name: "×" },
rt::Site { line: 125, col: 32, width: 6, name: "÷" },
rt::Site { line: 125, col: 32, width: 1, name: "С" },
rt::Site { line: 125, col: 50, width: 19, name: "=" },
rt::Site { line: 125, col: 50, width: 15, name: "-" },
rt::Site { line: 125, col: 50, width: 1, name: "С" },
rt::Site { line: 125, col: 54, width: 11, name: "×" },
rt::Site { line: 125, col: 54, width: 6, name: "÷" },
rt::Site { line: 125, col: 54, width: 1, name: "С" },
rt::Site { line: 125, col: 81, width: 5, name: "" },
rt::Site { line: 125, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 126, col: 19, width: 27, name: "" },
rt::Site { line: 126, col: 36, width: 10, name: "+" },
rt::Site { line: 126, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 126, col: 45, width: 1, name: "t" },
rt::Site { line: 126, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 126, col: 26, width: 5, name: "+" },
rt::Site { line: 126, col: 26, width: 1, name: "m" },
rt::Site { line: 127, col: 19, width: 53, name: "" },
rt::Site { line: 127, col: 36, width: 36, name: "" },
rt::Site { line: 127, col: 38, width: 32, name: "+" },
rt::Site { line: 127, col: 38, width: 10, name: "+" },
rt::Site { line: 127, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 127, col: 47, width: 1, name: "t" },
rt::Site { line: 127, col: 51, width: 19, name: "×" },
rt::Site { line: 127, col: 60, width: 10, name: "+" },
rt::Site { line: 127, col: 60, width: 1, name: "С" },
rt::Site { line: 127, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 127, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 127, col: 26, width: 5, name: "+" },
rt::Site { line: 127, col: 26, width: 1, name: "m" },
rt::Site { line: 128, col: 19, width: 10, name: "" },
rt::Site { line: 128, col: 24, width: 5, name: "+" },
rt::Site { line: 128, col: 24, width: 1, name: "m" },
rt::Site { line: 129, col: 22, width: 20, name: "" },
rt::Site { line: 129, col: 22, width: 20, name: "∧" },
rt::Site { line: 129, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 129, col: 37, width: 5, name: "=" },
rt::Site { line: 129, col: 37, width: 1, name: "С" },
rt::Site { line: 129, col: 54, width: 3, name: "" },
rt::Site { line: 133, col: 16, width: 20, name: "" },
rt::Site { line: 133, col: 16, width: 20, name: "∧" },
rt::Site { line: 133, col: 16, width: 7, name: "=" },
rt::Site { line: 133, col: 16, width: 3, name: "КОД" },
rt::Site { line: 133, col: 26, width: 10, name: "=" },
rt::Site { line: 133, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 133, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 18, width: 55, name: "" },
rt::Site { line: 135, col: 18, width: 55, name: "=" },
rt::Site { line: 135, col: 18, width: 51, name: "-" },
rt::Site { line: 135, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 135, col: 29, width: 7, name: "+" },
rt::Site { line: 135, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 40, width: 29, name: "×" },
rt::Site { line: 135, col: 40, width: 24, name: "÷" },
rt::Site { line: 135, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 135, col: 51, width: 7, name: "+" },
rt::Site { line: 135, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 136, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 62, col: 25, width: 2, name: "НА" },
rt::Site { line: 136, col: 27, width: 7, name: "+" },
rt::Site { line: 136, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 62, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 136, col: 36, width: 7, name: "+" },
rt::Site { line: 136, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 18, width: 55, name: "" },
rt::Site { line: 137, col: 18, width: 55, name: "=" },
rt::Site { line: 137, col: 18, width: 51, name: "-" },
rt::Site { line: 137, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 29, width: 7, name: "-" },
rt::Site { line: 137, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 40, width: 29, name: "×" },
rt::Site { line: 137, col: 40, width: 24, name: "÷" },
rt::Site { line: 137, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 51, width: 7, name: "-" },
rt::Site { line: 137, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 138, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 138, col: 27, width: 7, name: "-" },
rt::Site { line: 138, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 138, col: 36, width: 7, name: "-" },
rt::Site { line: 138, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 144, col: 5, width: 1, name: "" },
rt::Site { line: 144, col: 10, width: 1, name: "m" },
rt::Site { line: 144, col: 5, width: 1, name: "n" },
rt::Site { line: 50, col: 7, width: 20, name: "" },
rt::Site { line: 50, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 50, col: 24, width: 2, name: "НА" },
rt::Site { line: 51, col: 10, width: 41, name: "" },
rt::Site { line: 51, col: 10, width: 41, name: "∨" },
rt::Site { line: 51, col: 10, width: 19, name: "=" },
rt::Site { line: 51, col: 10, width: 15, name: "-" },
rt::Site { line: 51, col: 10, width: 1, name: "С" },
rt::Site { line: 51, col: 14, width: 11, name: "×" },
rt::Site { line: 51, col: 14, width: 6, name: "÷" },
rt::Site { line: 51, col: 14, width: 1, name: "С" },
rt::Site { line: 51, col: 32, width: 19, name: "=" },
rt::Site { line: 51, col: 32, width: 15, name: "-" },
rt::Site { line: 51, col: 32, width: 1, name: "С" },
rt::Site { line: 51, col: 36, width: 11, name: "×" },
rt::Site { line: 51, col: 36, width: 6, name: "÷" },
rt::Site { line: 51, col: 36, width: 1, name: "С" },
rt::Site { line: 51, col: 63, width: 5, name: "" },
rt::Site { line: 51, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 52, col: 7, width: 10, name: "" },
rt::Site { line: 52, col: 12, width: 5, name: "+" },
rt::Site { line: 52, col: 12, width: 1, name: "m" },
rt::Site { line: 52, col: 20, width: 24, name: "" },
rt::Site { line: 52, col: 33, width: 11, name: "+" },
rt::Site { line: 52, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 52, col: 42, width: 2, name: "НА" },
rt::Site { line: 52, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 52, col: 27, width: 1, name: "m" },
rt::Site { line: 53, col: 10, width: 5, name: "" },
rt::Site { line: 53, col: 10, width: 5, name: ">" },
rt::Site { line: 53, col: 10, width: 1, name: "Е" },
rt::Site { line: 53, col: 27, width: 10, name: "" },
rt::Site { line: 53, col: 32, width: 5, name: "+" },
rt::Site { line: 53, col: 32, width: 1, name: "m" },
rt::Site { line: 53, col: 40, width: 15, name: "" },
rt::Site { line: 53, col: 53, width: 1, name: "Е" },
rt::Site { line: 53, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 53, col: 47, width: 1, name: "m" },
rt::Site { line: 54, col: 7, width: 10, name: "" },
rt::Site { line: 54, col: 12, width: 5, name: "+" },
rt::Site { line: 54, col: 12, width: 1, name: "m" },
rt::Site { line: 54, col: 20, width: 1, name: "" },
rt::Site { line: 54, col: 33, width: 1, name: "" },
rt::Site { line: 54, col: 35, width: 33, name: "+" },
rt::Site { line: 54, col: 35, width: 11, name: "+" },
rt::Site { line: 54, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 54, col: 44, width: 2, name: "НА" },
rt::Site { line: 54, col: 49, width: 19, name: "×" },
rt::Site { line: 54, col: 58, width: 10, name: "+" },
rt::Site { line: 54, col: 58, width: 1, name: "С" },
rt::Site { line: 54, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 54, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 54, col: 27, width: 1, name: "m" },
rt::Site { line: 58, col: 10, width: 16, name: "" },
rt::Site { line: 58, col: 10, width: 16, name: "∨" },
rt::Site { line: 58, col: 10, width: 7, name: ">" },
rt::Site { line: 58, col: 10, width: 2, name: "НА" },
rt::Site { line: 58, col: 20, width: 6, name: "<" },
rt::Site { line: 58, col: 20, width: 2, name: "НА" },
rt::Site { line: 59, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 60, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 64, col: 10, width: 11, name: "" },
rt::Site { line: 64, col: 10, width: 11, name: ">" },
rt::Site { line: 64, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 64, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 64, col: 33, width: 14, name: "" },
rt::Site { line: 64, col: 39, width: 8, name: "+" },
rt::Site { line: 64, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 64, col: 50, width: 15, name: "" },
rt::Site { line: 64, col: 56, width: 8, name: "-" },
rt::Site { line: 64, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 18, width: 14, name: "" },
rt::Site { line: 65, col: 24, width: 8, name: "+" },
rt::Site { line: 65, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 35, width: 15, name: "" },
rt::Site { line: 65, col: 41, width: 8, name: "-" },
rt::Site { line: 65, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 7, width: 1, name: "П" },
rt::Site { line: 66, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 66, col: 11, width: 1, name: "П" },
rt::Site { line: 66, col: 32, width: 2, name: "ДО" },
rt::Site { line: 67, col: 12, width: 38, name: "" },
rt::Site { line: 67, col: 12, width: 38, name: "∨" },
rt::Site { line: 67, col: 12, width: 17, name: "≠" },
rt::Site { line: 67, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 67, col: 23, width: 1, name: "П" },
rt::Site { line: 67, col: 32, width: 18, name: "≠" },
rt::Site { line: 67, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 67, col: 44, width: 1, name: "П" },
rt::Site { line: 68, col: 7, width: 10, name: "" },
rt::Site { line: 68, col: 12, width: 5, name: "+" },
rt::Site { line: 68, col: 12, width: 1, name: "m" },
rt::Site { line: 68, col: 20, width: 24, name: "" },
rt::Site { line: 68, col: 33, width: 11, name: "+" },
rt::Site { line: 68, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 68, col: 42, width: 2, name: "НА" },
rt::Site { line: 68, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 68, col: 27, width: 1, name: "m" },
rt::Site { line: 69, col: 7, width: 10, name: "" },
rt::Site { line: 69, col: 12, width: 5, name: "+" },
rt::Site { line: 69, col: 12, width: 1, name: "m" },
rt::Site { line: 69, col: 20, width: 74, name: "" },
rt::Site { line: 69, col: 33, width: 61, name: "" },
rt::Site { line: 69, col: 35, width: 58, name: "+" },
rt::Site { line: 69, col: 35, width: 28, name: "+" },
rt::Site { line: 69, col: 35, width: 10, name: "×" },
rt::Site { line: 69, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 69, col: 48, width: 15, name: "÷" },
rt::Site { line: 69, col: 49, width: 9, name: "+" },
rt::Site { line: 69, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 69, col: 56, width: 2, name: "НА" },
rt::Site { line: 69, col: 66, width: 27, name: "×" },
rt::Site { line: 69, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 69, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 69, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 69, col: 27, width: 1, name: "m" },
rt::Site { line: 156, col: 5, width: 7, name: "" },
rt::Site { line: 156, col: 10, width: 2, name: "" },
rt::Site { line: 156, col: 11, width: 1, name: "З" },
rt::Site { line: 157, col: 5, width: 17, name: "" },
rt::Site { line: 157, col: 10, width: 12, name: "÷" },
rt::Site { line: 157, col: 10, width: 1, name: "З" },
rt::Site { line: 157, col: 25, width: 21, name: "" },
rt::Site { line: 157, col: 30, width: 16, name: "-" },
rt::Site { line: 157, col: 30, width: 1, name: "З" },
rt::Site { line: 157, col: 34, width: 12, name: "×" },
rt::Site { line: 157, col: 45, width: 1, name: "М" },
rt::Site { line: 158, col: 5, width: 14, name: "" },
rt::Site { line: 158, col: 10, width: 9, name: "÷" },
rt::Site { line: 158, col: 10, width: 1, name: "З" },
rt::Site { line: 158, col: 22, width: 18, name: "" },
rt::Site { line: 158, col: 27, width: 13, name: "-" },
rt::Site { line: 158, col: 27, width: 1, name: "З" },
rt::Site { line: 158, col: 31, width: 9, name: "×" },
rt::Site { line: 158, col: 39, width: 1, name: "С" },
rt::Site { line: 159, col: 5, width: 13, name: "" },
rt::Site { line: 159, col: 11, width: 7, name: "÷" },
rt::Site { line: 159, col: 11, width: 1, name: "З" },
rt::Site { line: 159, col: 21, width: 18, name: "" },
rt::Site { line: 159, col: 27, width: 12, name: "-" },
rt::Site { line: 159, col: 27, width: 1, name: "З" },
rt::Site { line: 159, col: 31, width: 8, name: "×" },
rt::Site { line: 159, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 160, col: 5, width: 19, name: "" },
rt::Site { line: 160, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 160, col: 16, width: 2, name: "НА" },
rt::Site { line: 160, col: 27, width: 20, name: "" },
rt::Site { line: 160, col: 46, width: 1, name: "С" },
rt::Site { line: 160, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 160, col: 39, width: 2, name: "НА" },
rt::Site { line: 161, col: 5, width: 19, name: "" },
rt::Site { line: 161, col: 23, width: 1, name: "М" },
rt::Site { line: 161, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 161, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 161, col: 27, width: 1, name: "" },
rt::Site { line: 161, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 161, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 161, col: 37, width: 6, name: "÷" },
rt::Site { line: 161, col: 37, width: 1, name: "М" },
rt::Site { line: 172, col: 8, width: 21, name: "" },
rt::Site { line: 172, col: 8, width: 21, name: "=" },
rt::Site { line: 172, col: 8, width: 15, name: "÷" },
rt::Site { line: 172, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 172, col: 15, width: 1, name: "i" },
rt::Site { line: 172, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 7, width: 27, name: "" },
rt::Site { line: 174, col: 13, width: 21, name: "-" },
rt::Site { line: 174, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 174, col: 20, width: 1, name: "i" },
rt::Site { line: 174, col: 25, width: 9, name: "×" },
rt::Site { line: 174, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 10, width: 27, name: "" },
rt::Site { line: 175, col: 10, width: 27, name: "∨" },
rt::Site { line: 175, col: 10, width: 12, name: "=" },
rt::Site { line: 175, col: 10, width: 2, name: "НА" },
rt::Site { line: 175, col: 15, width: 7, name: "+" },
rt::Site { line: 175, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 25, width: 12, name: "=" },
rt::Site { line: 175, col: 25, width: 2, name: "НА" },
rt::Site { line: 175, col: 30, width: 7, name: "-" },
rt::Site { line: 175, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 177, col: 9, width: 19, name: "" },
rt::Site { line: 177, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 177, col: 25, width: 2, name: "НА" },
rt::Site { line: 178, col: 12, width: 19, name: "" },
rt::Site { line: 178, col: 12, width: 19, name: "=" },
rt::Site { line: 178, col: 12, width: 15, name: "-" },
rt::Site { line: 178, col: 12, width: 1, name: "К" },
rt::Site { line: 178, col: 16, width: 11, name: "×" },
rt::Site { line: 178, col: 16, width: 6, name: "÷" },
rt::Site { line: 178, col: 16, width: 1, name: "К" },
rt::Site { line: 179, col: 15, width: 19, name: "" },
rt::Site { line: 179, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 179, col: 26, width: 2, name: "НА" },
rt::Site { line: 179, col: 37, width: 24, name: "" },
rt::Site { line: 179, col: 56, width: 5, name: "+" },
rt::Site { line: 179, col: 56, width: 1, name: "К" },
rt::Site { line: 179, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 179, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 179, col: 64, width: 25, name: "" },
rt::Site { line: 179, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 179, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 179, col: 74, width: 6, name: "÷" },
rt::Site { line: 179, col: 74, width: 1, name: "К" },
rt::Site { line: 196, col: 5, width: 14, name: "" },
rt::Site { line: 196, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 196, col: 17, width: 1, name: "i" },
rt::Site { line: 197, col: 8, width: 5, name: "" },
rt::Site { line: 197, col: 8, width: 5, name: "<" },
rt::Site { line: 197, col: 8, width: 1, name: "Х" },
rt::Site { line: 199, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 200, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 200, col: 25, width: 16, name: "" },
rt::Site { line: 200, col: 25, width: 16, name: "=" },
rt::Site { line: 200, col: 25, width: 10, name: "q" },
rt::Site { line: 200, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 200, col: 46, width: 5, name: "-" },
rt::Site { line: 200, col: 46, width: 1, name: "i" },
rt::Site { line: 200, col: 57, width: 5, name: "-" },
rt::Site { line: 200, col: 57, width: 1, name: "i" },
rt::Site { line: 201, col: 12, width: 16, name: "" },
rt::Site { line: 201, col: 12, width: 16, name: ">" },
rt::Site { line: 201, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 202, col: 13, width: 5, name: "" },
rt::Site { line: 202, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 204, col: 8, width: 7, name: "" },
rt::Site { line: 204, col: 8, width: 7, name: "<" },
rt::Site { line: 204, col: 8, width: 1, name: "Х" },
rt::Site { line: 204, col: 27, width: 5, name: "" },
rt::Site { line: 204, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 205, col: 5, width: 13, name: "" },
rt::Site { line: 205, col: 11, width: 7, name: "÷" },
rt::Site { line: 205, col: 11, width: 1, name: "Х" },
rt::Site { line: 205, col: 21, width: 18, name: "" },
rt::Site { line: 205, col: 27, width: 12, name: "-" },
rt::Site { line: 205, col: 27, width: 1, name: "Х" },
rt::Site { line: 205, col: 31, width: 8, name: "×" },
rt::Site { line: 205, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 5, width: 19, name: "" },
rt::Site { line: 206, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 27, width: 11, name: "" },
rt::Site { line: 206, col: 32, width: 6, name: "÷" },
rt::Site { line: 206, col: 32, width: 1, name: "М" },
rt::Site { line: 206, col: 41, width: 17, name: "" },
rt::Site { line: 206, col: 48, width: 10, name: "-" },
rt::Site { line: 206, col: 48, width: 1, name: "М" },
rt::Site { line: 206, col: 52, width: 6, name: "×" },
rt::Site { line: 206, col: 57, width: 1, name: "j" },
rt::Site { line: 207, col: 8, width: 17, name: "" },
rt::Site { line: 207, col: 8, width: 17, name: ">" },
rt::Site { line: 207, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 207, col: 15, width: 5, name: "+" },
rt::Site { line: 207, col: 15, width: 1, name: "i" },
rt::Site { line: 207, col: 37, width: 16, name: "" },
rt::Site { line: 207, col: 37, width: 10, name: "q" },
rt::Site { line: 207, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 207, col: 56, width: 21, name: "" },
rt::Site { line: 207, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 207, col: 70, width: 5, name: "+" },
rt::Site { line: 207, col: 70, width: 1, name: "i" },
rt::Site { line: 208, col: 10, width: 15, name: "" },
rt::Site { line: 208, col: 10, width: 10, name: "q" },
rt::Site { line: 208, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 209, col: 8, width: 7, name: "" },
rt::Site { line: 209, col: 8, width: 7, name: "=" },
rt::Site { line: 209, col: 8, width: 3, name: "КОД" },
rt::Site { line: 209, col: 21, width: 9, name: "" },
rt::Site { line: 209, col: 38, width: 7, name: "" },
rt::Site { line: 209, col: 38, width: 7, name: "=" },
rt::Site { line: 209, col: 38, width: 3, name: "КОД" },
rt::Site { line: 209, col: 51, width: 8, name: "" },
rt::Site { line: 210, col: 5, width: 19, name: "" },
rt::Site { line: 210, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 210, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 27, width: 30, name: "" },
rt::Site { line: 210, col: 45, width: 12, name: "+" },
rt::Site { line: 210, col: 45, width: 6, name: "×" },
rt::Site { line: 210, col: 50, width: 1, name: "j" },
rt::Site { line: 210, col: 54, width: 3, name: "КОД" },
rt::Site { line: 210, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 210, col: 38, width: 2, name: "НА" },
rt::Site { line: 211, col: 5, width: 20, name: "" },
rt::Site { line: 211, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 211, col: 17, width: 2, name: "НА" },
rt::Site { line: 211, col: 28, width: 18, name: "" },
rt::Site { line: 211, col: 44, width: 2, name: "НА" },
rt::Site { line: 211, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 211, col: 38, width: 1, name: "j" },
rt::Site { line: 212, col: 5, width: 22, name: "" },
rt::Site { line: 212, col: 16, width: 11, name: "+" },
rt::Site { line: 212, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 213, col: 8, width: 43, name: "" },
rt::Site { line: 213, col: 8, width: 43, name: "∧" },
rt::Site { line: 213, col: 8, width: 14, name: "=" },
rt::Site { line: 213, col: 8, width: 10, name: "-" },
rt::Site { line: 213, col: 8, width: 1, name: "М" },
rt::Site { line: 213, col: 12, width: 6, name: "×" },
rt::Site { line: 213, col: 17, width: 1, name: "j" },
rt::Site { line: 213, col: 26, width: 25, name: "∨" },
rt::Site { line: 213, col: 26, width: 11, name: "=" },
rt::Site { line: 213, col: 26, width: 2, name: "НА" },
rt::Site { line: 213, col: 31, width: 6, name: "+" },
rt::Site { line: 213, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 40, width: 11, name: "=" },
rt::Site { line: 213, col: 40, width: 2, name: "НА" },
rt::Site { line: 213, col: 45, width: 6, name: "-" },
rt::Site { line: 213, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 7, width: 42, name: "" },
rt::Site { line: 217, col: 18, width: 7, name: "" },
rt::Site { line: 217, col: 18, width: 7, name: ">" },
rt::Site { line: 217, col: 18, width: 2, name: "НА" },
rt::Site { line: 217, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 31, width: 6, name: "+" },
rt::Site { line: 217, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 43, width: 6, name: "-" },
rt::Site { line: 217, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 52, width: 24, name: "" },
rt::Site { line: 217, col: 63, width: 13, name: "÷" },
rt::Site { line: 217, col: 64, width: 7, name: "+" },
rt::Site { line: 217, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 69, width: 2, name: "НА" },
rt::Site { line: 218, col: 7, width: 29, name: "" },
rt::Site { line: 218, col: 16, width: 20, name: "-" },
rt::Site { line: 218, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 218, col: 39, width: 21, name: "" },
rt::Site { line: 218, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 218, col: 63, width: 32, name: "" },
rt::Site { line: 218, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 218, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 218, col: 73, width: 10, name: "÷" },
rt::Site { line: 218, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 219, col: 7, width: 19, name: "" },
rt::Site { line: 219, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 29, width: 24, name: "" },
rt::Site { line: 219, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 220, col: 7, width: 29, name: "" },
rt::Site { line: 220, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 220, col: 24, width: 11, name: "-" },
rt::Site { line: 220, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 221, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 222, col: 7, width: 19, name: "" },
rt::Site { line: 222, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 222, col: 29, width: 28, name: "" },
rt::Site { line: 222, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 222, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 228, col: 3, width: 1, name: "" },
rt::Site { line: 229, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 229, col: 22, width: 11, name: "-" },
rt::Site { line: 229, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 230, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 231, col: 5, width: 1, name: "" },
rt::Site { line: 231, col: 29, width: 1, name: "n" },
rt::Site { line: 231, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 231, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 224, col: 5, width: 1, name: "" },
rt::Site { line: 225, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 225, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 225, col: 29, width: 28, name: "" },
rt::Site { line: 225, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 225, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 225, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 226, col: 13, width: 5, name: "" },
rt::Site { line: 226, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 244, col: 5, width: 14, name: "" },
rt::Site { line: 244, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 244, col: 17, width: 1, name: "i" },
rt::Site { line: 245, col: 8, width: 5, name: "" },
rt::Site { line: 245, col: 8, width: 5, name: "<" },
rt::Site { line: 245, col: 8, width: 1, name: "Х" },
rt::Site { line: 247, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 248, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 248, col: 25, width: 16, name: "" },
rt::Site { line: 248, col: 25, width: 16, name: "=" },
rt::Site { line: 248, col: 25, width: 10, name: "q" },
rt::Site { line: 248, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 248, col: 46, width: 5, name: "-" },
rt::Site { line: 248, col: 46, width: 1, name: "i" },
rt::Site { line: 248, col: 57, width: 5, name: "-" },
rt::Site { line: 248, col: 57, width: 1, name: "i" },
rt::Site { line: 249, col: 12, width: 16, name: "" },
rt::Site { line: 249, col: 12, width: 16, name: ">" },
rt::Site { line: 249, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 250, col: 13, width: 5, name: "" },
rt::Site { line: 250, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 252, col: 8, width: 7, name: "" },
rt::Site { line: 252, col: 8, width: 7, name: "<" },
rt::Site { line: 252, col: 8, width: 1, name: "Х" },
rt::Site { line: 252, col: 27, width: 5, name: "" },
rt::Site { line: 252, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 253, col: 5, width: 13, name: "" },
rt::Site { line: 253, col: 11, width: 7, name: "÷" },
rt::Site { line: 253, col: 11, width: 1, name: "Х" },
rt::Site { line: 253, col: 21, width: 18, name: "" },
rt::Site { line: 253, col: 27, width: 12, name: "-" },
rt::Site { line: 253, col: 27, width: 1, name: "Х" },
rt::Site { line: 253, col: 31, width: 8, name: "×" },
rt::Site { line: 253, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 254, col: 5, width: 19, name: "" },
rt::Site { line: 254, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 254, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 254, col: 27, width: 11, name: "" },
rt::Site { line: 254, col: 32, width: 6, name: "÷" },
rt::Site { line: 254, col: 32, width: 1, name: "М" },
rt::Site { line: 254, col: 41, width: 17, name: "" },
rt::Site { line: 254, col: 48, width: 10, name: "-" },
rt::Site { line: 254, col: 48, width: 1, name: "М" },
rt::Site { line: 254, col: 52, width: 6, name: "×" },
rt::Site { line: 254, col: 57, width: 1, name: "j" },
rt::Site { line: 255, col: 8, width: 36, name: "" },
rt::Site { line: 255, col: 8, width: 36, name: "∧" },
rt::Site { line: 255, col: 8, width: 7, name: "=" },
rt::Site { line: 255, col: 8, width: 3, name: "КОД" },
rt::Site { line: 255, col: 19, width: 25, name: "∨" },
rt::Site { line: 255, col: 19, width: 11, name: "=" },
rt::Site { line: 255, col: 19, width: 2, name: "НА" },
rt::Site { line: 255, col: 24, width: 6, name: "+" },
rt::Site { line: 255, col: 24, width: 2, name: "ИЗ" },
rt::Site { line: 255, col: 33, width: 11, name: "=" },
rt::Site { line: 255, col: 33, width: 2, name: "НА" },
rt::Site { line: 255, col: 38, width: 6, name: "-" },
rt::Site { line: 255, col: 38, width: 2, name: "ИЗ" },
rt::Site { line: 255, col: 57, width: 9, name: "" },
rt::Site { line: 255, col: 57, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 256, col: 8, width: 17, name: "" },
rt::Site { line: 256, col: 8, width: 17, name: ">" },
rt::Site { line: 256, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 256, col: 15, width: 5, name: "+" },
rt::Site { line: 256, col: 15, width: 1, name: "i" },
rt::Site { line: 256, col: 37, width: 16, name: "" },
rt::Site { line: 256, col: 37, width: 10, name: "q" },
rt::Site { line: 256, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 256, col: 56, width: 21, name: "" },
rt::Site { line: 256, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 256, col: 70, width: 5, name: "+" },
rt::Site { line: 256, col: 70, width: 1, name: "i" },
rt::Site { line: 257, col: 10, width: 15, name: "" },
rt::Site { line: 257, col: 10, width: 10, name: "q" },
rt::Site { line: 257, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 258, col: 8, width: 7, name: "" },
rt::Site { line: 258, col: 8, width: 7, name: "=" },
rt::Site { line: 258, col: 8, width: 3, name: "КОД" },
rt::Site { line: 258, col: 21, width: 9, name: "" },
rt::Site { line: 258, col: 38, width: 7, name: "" },
rt::Site { line: 258, col: 38, width: 7, name: "=" },
rt::Site { line: 258, col: 38, width: 3, name: "КОД" },
rt::Site { line: 258, col: 51, width: 8, name: "" },
rt::Site { line: 259, col: 5, width: 19, name: "" },
rt::Site { line: 259, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 259, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 259, col: 27, width: 30, name: "" },
rt::Site { line: 259, col: 45, width: 12, name: "+" },
rt::Site { line: 259, col: 45, width: 6, name: "×" },
rt::Site { line: 259, col: 50, width: 1, name: "j" },
rt::Site { line: 259, col: 54, width: 3, name: "КОД" },
rt::Site { line: 259, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 259, col: 38, width: 2, name: "НА" },
rt::Site { line: 260, col: 5, width: 20, name: "" },
rt::Site { line: 260, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 260, col: 17, width: 2, name: "НА" },
rt::Site { line: 260, col: 28, width: 18, name: "" },
rt::Site { line: 260, col: 44, width: 2, name: "НА" },
rt::Site { line: 260, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 260, col: 38, width: 1, name: "j" },
rt::Site { line: 261, col: 5, width: 1, name: "" },
rt::Site { line: 261, col: 16, width: 11, name: "+" },
rt::Site { line: 261, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 274, col: 5, width: 16, name: "" },
rt::Site { line: 275, col: 5, width: 30, name: "" },
rt::Site { line: 275, col: 10, width: 25, name: "-" },
rt::Site { line: 275, col: 11, width: 5, name: "-" },
rt::Site { line: 275, col: 11, width: 1, name: "П" },
rt::Site { line: 275, col: 20, width: 15, name: "×" },
rt::Site { line: 275, col: 20, width: 11, name: "÷" },
rt::Site { line: 275, col: 21, width: 5, name: "-" },
rt::Site { line: 275, col: 21, width: 1, name: "П" },
rt::Site { line: 275, col: 38, width: 16, name: "" },
rt::Site { line: 275, col: 43, width: 11, name: "÷" },
rt::Site { line: 275, col: 44, width: 5, name: "-" },
rt::Site { line: 275, col: 44, width: 1, name: "П" },
rt::Site { line: 276, col: 5, width: 1, name: "j" },
rt::Site { line: 276, col: 9, width: 1, name: "j" },
rt::Site { line: 278, col: 7, width: 21, name: "" },
rt::Site { line: 278, col: 15, width: 13, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 278, col: 26, width: 1, name: "j" },
rt::Site { line: 279, col: 10, width: 8, name: "" },
rt::Site { line: 279, col: 10, width: 8, name: "≠" },
rt::Site { line: 279, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 281, col: 9, width: 31, name: "" },
rt::Site { line: 281, col: 14, width: 26, name: "-" },
rt::Site { line: 281, col: 14, width: 17, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 281, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 281, col: 34, width: 6, name: "×" },
rt::Site { line: 281, col: 39, width: 1, name: "j" },
rt::Site { line: 282, col: 12, width: 14, name: "" },
rt::Site { line: 282, col: 12, width: 14, name: "∧" },
rt::Site { line: 282, col: 12, width: 5, name: ">" },
rt::Site { line: 282, col: 12, width: 1, name: "К" },
rt::Site { line: 282, col: 20, width: 6, name: "<" },
rt::Site { line: 282, col: 20, width: 1, name: "К" },
rt::Site { line: 284, col: 11, width: 43, name: "" },
rt::Site { line: 284, col: 17, width: 36, name: "-" },
rt::Site { line: 284, col: 17, width: 1, name: "В" },
rt::Site { line: 284, col: 22, width: 31, name: "-" },
rt::Site { line: 284, col: 23, width: 8, name: "-" },
rt::Site { line: 284, col: 23, width: 4, name: "ПОЛЕ" },
rt::Site { line: 284, col: 35, width: 18, name: "×" },
rt::Site { line: 284, col: 35, width: 14, name: "÷" },
rt::Site { line: 284, col: 36, width: 8, name: "-" },
rt::Site { line: 284, col: 36, width: 4, name: "ПОЛЕ" },
rt::Site { line: 284, col: 57, width: 24, name: "" },
rt::Site { line: 284, col: 63, width: 18, name: "-" },
rt::Site { line: 284, col: 63, width: 1, name: "Г" },
rt::Site { line: 284, col: 67, width: 14, name: "÷" },
rt::Site { line: 284, col: 68, width: 8, name: "-" },
rt::Site { line: 284, col: 68, width: 4, name: "ПОЛЕ" },
rt::Site { line: 285, col: 11, width: 13, name: "" },
rt::Site { line: 285, col: 17, width: 7, name: "abs" },
rt::Site { line: 285, col: 21, width: 2, name: "dx" },
rt::Site { line: 285, col: 27, width: 13, name: "" },
rt::Site { line: 285, col: 33, width: 7, name: "abs" },
rt::Site { line: 285, col: 37, width: 2, name: "dy" },
rt::Site { line: 286, col: 14, width: 5, name: "" },
rt::Site { line: 286, col: 14, width: 5, name: "=" },
rt::Site { line: 286, col: 14, width: 1, name: "К" },
rt::Site { line: 286, col: 34, width: 11, name: "" },
rt::Site { line: 286, col: 34, width: 11, name: "=" },
rt::Site { line: 286, col: 34, width: 7, name: "×" },
rt::Site { line: 286, col: 34, width: 2, name: "ax" },
rt::Site { line: 286, col: 39, width: 2, name: "ay" },
rt::Site { line: 287, col: 19, width: 5, name: "" },
rt::Site { line: 287, col: 19, width: 5, name: "=" },
rt::Site { line: 287, col: 19, width: 1, name: "К" },
rt::Site { line: 287, col: 39, width: 31, name: "" },
rt::Site { line: 287, col: 39, width: 31, name: "∧" },
rt::Site { line: 287, col: 39, width: 6, name: "=" },
rt::Site { line: 287, col: 39, width: 2, name: "ax" },
rt::Site { line: 287, col: 48, width: 22, name: "=" },
rt::Site { line: 287, col: 48, width: 6, name: "×" },
rt::Site { line: 287, col: 52, width: 2, name: "dy" },
rt::Site { line: 287, col: 57, width: 13, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 288, col: 19, width: 13, name: "" },
rt::Site { line: 288, col: 19, width: 13, name: "∨" },
rt::Site { line: 288, col: 19, width: 5, name: "=" },
rt::Site { line: 288, col: 19, width: 1, name: "К" },
rt::Site { line: 288, col: 27, width: 5, name: "=" },
rt::Site { line: 288, col: 27, width: 1, name: "К" },
rt::Site { line: 288, col: 47, width: 15, name: "" },
rt::Site { line: 288, col: 47, width: 15, name: "∧" },
rt::Site { line: 288, col: 47, width: 6, name: "<" },
rt::Site { line: 288, col: 47, width: 2, name: "ax" },
rt::Site { line: 288, col: 56, width: 6, name: "<" },
rt::Site { line: 288, col: 56, width: 2, name: "ay" },
rt::Site { line: 289, col: 19, width: 1, name: "" },
rt::Site { line: 289, col: 19, width: 1, name: "∨" },
rt::Site { line: 289, col: 20, width: 24, name: "∧" },
rt::Site { line: 289, col: 20, width: 7, name: "=" },
rt::Site { line: 289, col: 20, width: 2, name: "ax" },
rt::Site { line: 289, col: 25, width: 2, name: "ay" },
rt::Site { line: 289, col: 31, width: 13, name: "∨" },
rt::Site { line: 289, col: 31, width: 5, name: "=" },
rt::Site { line: 289, col: 31, width: 1, name: "К" },
rt::Site { line: 289, col: 39, width: 5, name: "=" },
rt::Site { line: 289, col: 39, width: 1, name: "К" },
rt::Site { line: 290, col: 14, width: 42, name: "∧" },
rt::Site { line: 290, col: 15, width: 15, name: "∨" },
rt::Site { line: 290, col: 15, width: 6, name: "=" },
rt::Site { line: 290, col: 15, width: 2, name: "ax" },
rt::Site { line: 290, col: 24, width: 6, name: "=" },
rt::Site { line: 290, col: 24, width: 2, name: "ay" },
rt::Site { line: 290, col: 35, width: 21, name: "∨" },
rt::Site { line: 290, col: 35, width: 13, name: "∨" },
rt::Site { line: 290, col: 35, width: 5, name: "=" },
rt::Site { line: 290, col: 35, width: 1, name: "К" },
rt::Site { line: 290, col: 43, width: 5, name: "=" },
rt::Site { line: 290, col: 43, width: 1, name: "К" },
rt::Site { line: 290, col: 51, width: 5, name: "=" },
rt::Site { line: 290, col: 51, width: 1, name: "К" },
rt::Site { line: 292, col: 13, width: 28, name: "" },
rt::Site { line: 292, col: 18, width: 23, name: "+" },
rt::Site { line: 292, col: 18, width: 12, name: "×" },
rt::Site { line: 292, col: 22, width: 8, name: "sign" },
rt::Site { line: 292, col: 27, width: 2, name: "dy" },
rt::Site { line: 292, col: 33, width: 8, name: "sign" },
rt::Site { line: 292, col: 38, width: 2, name: "dx" },
rt::Site { line: 292, col: 44, width: 13, name: "" },
rt::Site { line: 292, col: 49, width: 8, name: "+" },
rt::Site { line: 292, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 292, col: 56, width: 1, name: "d" },
rt::Site { line: 294, col: 16, width: 5, name: "" },
rt::Site { line: 294, col: 16, width: 5, name: "=" },
rt::Site { line: 294, col: 16, width: 1, name: "t" },
rt::Site { line: 294, col: 20, width: 1, name: "П" },
rt::Site { line: 295, col: 16, width: 38, name: "" },
rt::Site { line: 295, col: 16, width: 38, name: "∧" },
rt::Site { line: 295, col: 16, width: 17, name: "=" },
rt::Site { line: 295, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 295, col: 27, width: 1, name: "t" },
rt::Site { line: 295, col: 36, width: 18, name: "=" },
rt::Site { line: 295, col: 36, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 295, col: 48, width: 1, name: "t" },
rt::Site { line: 296, col: 19, width: 10, name: "" },
rt::Site { line: 296, col: 24, width: 5, name: "+" },
rt::Site { line: 296, col: 24, width: 1, name: "t" },
rt::Site { line: 296, col: 28, width: 1, name: "d" },
rt::Site { line: 296, col: 38, width: 5, name: "" },
rt::Site { line: 301, col: 5, width: 17, name: "" },
rt::Site { line: 310, col: 5, width: 6, name: "" },
rt::Site { line: 310, col: 5, width: 1, name: "К" },
rt::Site { line: 311, col: 5, width: 1, name: "j" },
rt::Site { line: 311, col: 9, width: 1, name: "j" },
rt::Site { line: 312, col: 10, width: 11, name: "" },
rt::Site { line: 312, col: 10, width: 11, name: "≠" },
rt::Site { line: 312, col: 10, width: 7, name: "ПОЛЯ" },
rt::Site { line: 312, col: 15, width: 1, name: "j" },
rt::Site { line: 313, col: 13, width: 28, name: "" },
rt::Site { line: 313, col: 18, width: 23, name: "-" },
rt::Site { line: 313, col: 18, width: 14, name: "ДОСКА" },
rt::Site { line: 313, col: 24, width: 7, name: "ПОЛЯ" },
rt::Site { line: 313, col: 29, width: 1, name: "j" },
rt::Site { line: 313, col: 35, width: 6, name: "×" },
rt::Site { line: 313, col: 40, width: 1, name: "j" },
rt::Site { line: 313, col: 47, width: 13, name: "" },
rt::Site { line: 313, col: 47, width: 13, name: "∨" },
rt::Site { line: 313, col: 47, width: 5, name: "=" },
rt::Site { line: 313, col: 47, width: 1, name: "С" },
rt::Site { line: 313, col: 55, width: 5, name: "=" },
rt::Site { line: 313, col: 55, width: 1, name: "С" },
rt::Site { line: 313, col: 66, width: 7, name: "" },
rt::Site { line: 313, col: 71, width: 1, name: "j" },
rt::Site { line: 313, col: 66, width: 1, name: "К" },
rt::Site { line: 324, col: 5, width: 8, name: "input" },
rt::Site { line: 325, col: 5, width: 42, name: "j" },
rt::Site { line: 325, col: 9, width: 1, name: "j" },
rt::Site { line: 325, col: 35, width: 12, name: "" },
rt::Site { line: 325, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 325, col: 40, width: 1, name: "j" },
rt::Site { line: 326, col: 5, width: 1, name: "j" },
rt::Site { line: 326, col: 9, width: 1, name: "j" },
rt::Site { line: 326, col: 29, width: 1, name: "k" },
rt::Site { line: 328, col: 7, width: 16, name: "input" },
rt::Site { line: 329, col: 7, width: 51, name: "" },
rt::Site { line: 329, col: 15, width: 43, name: "+" },
rt::Site { line: 329, col: 15, width: 30, name: "×" },
rt::Site { line: 329, col: 20, width: 25, name: "-" },
rt::Site { line: 329, col: 20, width: 21, name: "-" },
rt::Site { line: 329, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 329, col: 27, width: 14, name: "×" },
rt::Site { line: 329, col: 27, width: 9, name: "÷" },
rt::Site { line: 329, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 329, col: 49, width: 9, name: "÷" },
rt::Site { line: 329, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 330, col: 7, width: 15, name: "" },
rt::Site { line: 330, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 330, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 330, col: 12, width: 1, name: "j" },
rt::Site { line: 330, col: 25, width: 1, name: "" },
rt::Site { line: 330, col: 40, width: 12, name: "+" },
rt::Site { line: 330, col: 40, width: 6, name: "×" },
rt::Site { line: 330, col: 45, width: 1, name: "j" },
rt::Site { line: 330, col: 49, width: 3, name: "КОД" },
rt::Site { line: 330, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 330, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 348, col: 8, width: 11, name: "" },
rt::Site { line: 348, col: 8, width: 11, name: "=" },
rt::Site { line: 348, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 350, col: 7, width: 15, name: "" },
rt::Site { line: 350, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 350, col: 19, width: 2, name: "Б1" },
rt::Site { line: 351, col: 7, width: 11, name: "output" },
rt::Site { line: 351, col: 21, width: 21, name: "outstring" },
rt::Site { line: 352, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 342, col: 27, width: 1, name: "П" },
rt::Site { line: 352, col: 19, width: 7, name: "÷" },
rt::Site { line: 352, col: 19, width: 1, name: "Х" },
rt::Site { line: 352, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 352, col: 42, width: 17, name: "-" },
rt::Site { line: 352, col: 42, width: 1, name: "Х" },
rt::Site { line: 352, col: 46, width: 13, name: "×" },
rt::Site { line: 352, col: 46, width: 7, name: "÷" },
rt::Site { line: 352, col: 46, width: 1, name: "Х" },
rt::Site { line: 353, col: 10, width: 10, name: "" },
rt::Site { line: 353, col: 10, width: 10, name: "=" },
rt::Site { line: 353, col: 10, width: 4, name: "q" },
rt::Site { line: 353, col: 25, width: 38, name: "outchar" },
rt::Site { line: 353, col: 44, width: 18, name: "-" },
rt::Site { line: 353, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 353, col: 51, width: 6, name: "+" },
rt::Site { line: 353, col: 51, width: 2, name: "Б1" },
rt::Site { line: 355, col: 5, width: 1, name: "Г" },
rt::Site { line: 355, col: 9, width: 1, name: "Г" },
rt::Site { line: 357, col: 7, width: 11, name: "output" },
rt::Site { line: 357, col: 21, width: 29, name: "outchar" },
rt::Site { line: 357, col: 44, width: 5, name: "+" },
rt::Site { line: 357, col: 44, width: 1, name: "Г" },
rt::Site { line: 357, col: 53, width: 17, name: "outstring" },
rt::Site { line: 358, col: 7, width: 1, name: "В" },
rt::Site { line: 358, col: 11, width: 1, name: "В" },
rt::Site { line: 360, col: 9, width: 27, name: "" },
rt::Site { line: 360, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 360, col: 26, width: 9, name: "+" },
rt::Site { line: 360, col: 26, width: 5, name: "×" },
rt::Site { line: 360, col: 30, width: 1, name: "Г" },
rt::Site { line: 360, col: 34, width: 1, name: "В" },
rt::Site { line: 361, col: 12, width: 5, name: "" },
rt::Site { line: 361, col: 12, width: 5, name: "≠" },
rt::Site { line: 361, col: 12, width: 1, name: "К" },
rt::Site { line: 361, col: 23, width: 39, name: "outchar" },
rt::Site { line: 361, col: 46, width: 15, name: "-" },
rt::Site { line: 361, col: 46, width: 1, name: "К" },
rt::Site { line: 361, col: 50, width: 11, name: "×" },
rt::Site { line: 361, col: 50, width: 6, name: "÷" },
rt::Site { line: 361, col: 50, width: 1, name: "К" },
rt::Site { line: 364, col: 11, width: 28, name: "" },
rt::Site { line: 364, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 364, col: 29, width: 9, name: "+" },
rt::Site { line: 364, col: 29, width: 5, name: "×" },
rt::Site { line: 364, col: 33, width: 1, name: "Г" },
rt::Site { line: 364, col: 37, width: 1, name: "В" },
rt::Site { line: 365, col: 14, width: 5, name: "" },
rt::Site { line: 365, col: 14, width: 5, name: "≠" },
rt::Site { line: 365, col: 14, width: 1, name: "К" },
rt::Site { line: 365, col: 25, width: 39, name: "outchar" },
rt::Site { line: 365, col: 48, width: 15, name: "-" },
rt::Site { line: 365, col: 48, width: 1, name: "К" },
rt::Site { line: 365, col: 52, width: 11, name: "×" },
rt::Site { line: 365, col: 52, width: 6, name: "÷" },
rt::Site { line: 365, col: 52, width: 1, name: "К" },
rt::Site { line: 365, col: 70, width: 17, name: "outstring" },
rt::Site { line: 369, col: 5, width: 11, name: "output" },
rt::Site { line: 369, col: 19, width: 26, name: "outstring" },
rt::Site { line: 369, col: 48, width: 11, name: "output" },
rt::Site { line: 344, col: 7, width: 43, name: "outchar" },
rt::Site { line: 344, col: 30, width: 19, name: "-" },
rt::Site { line: 344, col: 30, width: 1, name: "П" },
rt::Site { line: 344, col: 34, width: 15, name: "×" },
rt::Site { line: 344, col: 34, width: 11, name: "÷" },
rt::Site { line: 344, col: 35, width: 5, name: "-" },
rt::Site { line: 344, col: 35, width: 1, name: "П" },
rt::Site { line: 345, col: 7, width: 39, name: "outchar" },
rt::Site { line: 345, col: 30, width: 15, name: "+" },
rt::Site { line: 345, col: 30, width: 11, name: "÷" },
rt::Site { line: 345, col: 31, width: 5, name: "-" },
rt::Site { line: 345, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-n.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)
}

/// The outermost block's function as the runtime calls it.
fn main_entry(rt: &Rt, _f: &Fr) -> R<()> {
    main_block(rt)
}

/// The activation record of the outermost block.
struct MainFrame<'a> {
    up: std::marker::PhantomData<&'a ()>,
    /// This activation's identity, for its labels.
    id: u64,
    s: rt::Var<i64>,
    ss: rt::Var<i64>,
    n: rt::Var<i64>,
    i: rt::Var<i64>,
    УРОВЕНЬ: rt::Var<i64>,
    Б1: rt::Var<i64>,
    Л: rt::Var<i64>,
    КОРОЛЬБЕЛЫХ: rt::Var<i64>,
    КОРОЛЬЧЕРНЫХ: rt::Var<i64>,
    РУБЕЖХОДОВ: &'a rt::Arr<i64>,
    q: &'a rt::Arr<i64>,
    СПИСОК: &'a rt::Arr<i64>,
    ТЕК: &'a rt::Arr<i64>,
    ВОЗМОЖЕНПАТ: &'a rt::Arr<bool>,
    ДОСКАБЕЛЫХ: &'a rt::Arr<i64>,
    ДОСКАЧЕРНЫХ: &'a rt::Arr<i64>,
    ПОЛЯБЕЛЫХ: &'a rt::Arr<i64>,
    ПОЛЯЧЕРНЫХ: &'a rt::Arr<i64>,
    ШАГВЕРТИКАЛИ: &'a rt::Arr<i64>,
    ШАГГОРИЗОНТАЛИ: &'a rt::Arr<i64>,
}

/// The outermost block.
fn main_block<'a>(rt: &Rt) -> R<()> {
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    let РУБЕЖХОДОВ_array = rt.arr::<i64>(vec![(0, 13)], 0)?;
    let q_array = rt.arr::<i64>(vec![(0, 13)], 0)?;
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    let СПИСОК_array = rt.arr::<i64>(vec![(1, 10500)], 1)?;
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    let ТЕК_array = rt.arr::<i64>(vec![(1, 12)], 2)?;
    // 30: Boolean array ВОЗМОЖЕН ПАТ[1:6];
    let ВОЗМОЖЕНПАТ_array = rt.arr::<bool>(vec![(1, 6)], 3)?;
    // 31: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ДОСКАБЕЛЫХ_array = rt.arr::<i64>(vec![(1, 64)], 4)?;
    let ДОСКАЧЕРНЫХ_array = rt.arr::<i64>(vec![(1, 64)], 4)?;
    // 31: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ПОЛЯБЕЛЫХ_array = rt.arr::<i64>(vec![(0, 16)], 5)?;
    let ПОЛЯЧЕРНЫХ_array = rt.arr::<i64>(vec![(0, 16)], 5)?;
    // 32: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    let ШАГВЕРТИКАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 6)?;
    let ШАГГОРИЗОНТАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 6)?;
    let f = &MainFrame {
        up: std::marker::PhantomData,
        id: rt.new_id(),
        s: rt::var(),
        ss: rt::var(),
        n: rt::var(),
        i: rt::var(),
        УРОВЕНЬ: rt::var(),
        Б1: rt::var(),
        Л: rt::var(),
        КОРОЛЬБЕЛЫХ: rt::var(),
        КОРОЛЬЧЕРНЫХ: rt::var(),
        РУБЕЖХОДОВ: &РУБЕЖХОДОВ_array,
        q: &q_array,
        СПИСОК: &СПИСОК_array,
        ТЕК: &ТЕК_array,
        ВОЗМОЖЕНПАТ: &ВОЗМОЖЕНПАТ_array,
        ДОСКАБЕЛЫХ: &ДОСКАБЕЛЫХ_array,
        ДОСКАЧЕРНЫХ: &ДОСКАЧЕРНЫХ_array,
        ПОЛЯБЕЛЫХ: &ПОЛЯБЕЛЫХ_array,
        ПОЛЯЧЕРНЫХ: &ПОЛЯЧЕРНЫХ_array,
        ШАГВЕРТИКАЛИ: &ШАГВЕРТИКАЛИ_array,
        ШАГГОРИЗОНТАЛИ: &ШАГГОРИЗОНТАЛИ_array,
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match main_block_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `main_block` from its start (`label` is `None`) or from the label numbered `label` on.
fn main_block_from(rt: &Rt, f: &MainFrame<'_>, mut label: Option<u32>) -> R<()> {
    'at_end: {
        match label {
            None => {
                'at_393: {
                    // 375: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 1, 8)?.set(Some(1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 1, 10)?.set(Some(0));
                    // 376: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 2, 12)?.set(Some(-1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 2, 14)?.set(Some(0));
                    // 377: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 3, 16)?.set(Some(0));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 3, 18)?.set(Some(1));
                    // 378: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 4, 20)?.set(Some(0));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 4, 22)?.set(Some(-1));
                    // 379: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 5, 24)?.set(Some(1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 5, 26)?.set(Some(1));
                    // 380: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 6, 28)?.set(Some(1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 6, 30)?.set(Some(-1));
                    // 381: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 7, 32)?.set(Some(-1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 7, 34)?.set(Some(1));
                    // 382: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 8, 36)?.set(Some(-1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 8, 38)?.set(Some(-1));
                    // 383: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 9, 40)?.set(Some(1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 9, 42)?.set(Some(2));
                    // 384: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 10, 44)?.set(Some(2));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 10, 46)?.set(Some(1));
                    // 385: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 11, 48)?.set(Some(2));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 11, 50)?.set(Some(-1));
                    // 386: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 12, 52)?.set(Some(1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 12, 54)?.set(Some(-2));
                    // 387: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 13, 56)?.set(Some(-1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 13, 58)?.set(Some(-2));
                    // 388: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 14, 60)?.set(Some(-2));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 14, 62)?.set(Some(-1));
                    // 389: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 15, 64)?.set(Some(-2));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 15, 66)?.set(Some(1));
                    // 390: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                    rt.elem_at1(f.ШАГВЕРТИКАЛИ, 16, 68)?.set(Some(-1));
                    rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 16, 70)?.set(Some(2));
                    // 391: ОЧИСТКА ДОСОК:
                    f.i.set(Some(1));
                    if !(rt.read(&f.i, 72)? > 64) {
                        loop {
                            // 392: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                            {
                                let p0 = rt.elem_at1(f.ДОСКАБЕЛЫХ, rt.read(&f.i, 75)?, 74)?;
                                let p1 = rt.elem_at1(f.ДОСКАЧЕРНЫХ, rt.read(&f.i, 77)?, 76)?;
                                let v: i64 = 0;
                                p0.set(Some(v));
                                p1.set(Some(v));
                            }
                            // 391: ОЧИСТКА ДОСОК:
                            f.i.set(Some(rt.add(rt.read(&f.i, 72)?, 1, 71)?));
                            if rt.read(&f.i, 72)? > 64 {
                                break 'at_393;
                            }
                            rt.step(Some(71))?;
                        }
                    }
                }
                'at_399: {
                    // 393: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                    { rt.input_to(&f.s, rt::Ty::Integer, rt::v_int, 78)?; };
                    f.ss.set(Some(rt.mul(2, rt.read(&f.s, 81)?, 80)?));
                    // 394: for i := 0 step 1 until ss + 1 do
                    f.i.set(Some(0));
                    if !(rt.read(&f.i, 83)? > rt.add(rt.read(&f.ss, 85)?, 1, 84)?) {
                        loop {
                            // 395: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                            rt.elem_at1(f.РУБЕЖХОДОВ, rt.read(&f.i, 88)?, 87)?.set(Some(1));
                            rt.elem_at1(f.q, rt.read(&f.i, 91)?, 90)?.set(Some(0));
                            // 394: for i := 0 step 1 until ss + 1 do
                            f.i.set(Some(rt.add(rt.read(&f.i, 83)?, 1, 82)?));
                            if rt.read(&f.i, 83)? > rt.add(rt.read(&f.ss, 85)?, 1, 84)? {
                                break 'at_399;
                            }
                            rt.step(Some(82))?;
                        }
                    }
                }
                // 399: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.elem_at1(f.ПОЛЯБЕЛЫХ, 0, 93)?.set(Some(8));
                rt.elem_at1(f.ПОЛЯЧЕРНЫХ, 0, 95)?.set(Some(-8));
                // 400: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                {
                    let a0 = f.ПОЛЯБЕЛЫХ;
                    let a1 = f.ДОСКАБЕЛЫХ;
                    rt.call(96, || p7_ВВОДФИГУР(rt, f, a0, a1))?
                };
                {
                    let a0 = f.ПОЛЯЧЕРНЫХ;
                    let a1 = f.ДОСКАЧЕРНЫХ;
                    rt.call(99, || p7_ВВОДФИГУР(rt, f, a0, a1))?
                };
                // 401: НАЙТИ КОРОЛЯ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, КОРОЛЬ БЕЛЫХ);
                {
                    let a0 = f.ПОЛЯБЕЛЫХ;
                    let a1 = f.ДОСКАБЕЛЫХ;
                    let a2 = &f.КОРОЛЬБЕЛЫХ;
                    rt.call(100, || p6_НАЙТИКОРОЛЯ(rt, f, a0, a1, a2))?
                };
                // 402: НАЙТИ КОРОЛЯ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, КОРОЛЬ ЧЕРНЫХ);
                {
                    let a0 = f.ПОЛЯЧЕРНЫХ;
                    let a1 = f.ДОСКАЧЕРНЫХ;
                    let a2 = &f.КОРОЛЬЧЕРНЫХ;
                    rt.call(104, || p6_НАЙТИКОРОЛЯ(rt, f, a0, a1, a2))?
                };
                // 403: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                f.УРОВЕНЬ.set(Some(1));
                rt.call(106, || p8_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                // 404: n := РУБЕЖ ХОДОВ[0];
                f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 0, 108)?));
                // 405: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                {
                    let a0 = f.ПОЛЯБЕЛЫХ;
                    let a1 = f.ДОСКАБЕЛЫХ;
                    let a2 = f.ДОСКАЧЕРНЫХ;
                    let a3 = &f.n;
                    let a4 = rt::Lbl { frame: f.id, label: 17 };
                    rt.call(109, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                };
                // 406: РУБЕЖ ХОДОВ[1] := n;
                rt.elem_at1(f.РУБЕЖХОДОВ, 1, 117)?.set(Some(rt.read(&f.n, 116)?));
                // 408: if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;
                if ((rt.read(&f.s, 121)? < 1) | (rt.read(&f.s, 123)? > 6)) {
                    // 505: ОШИБКА В ЧИСЛЕ ХОДОВ:
                    { rt.output("/,T,ЧИСЛО ХОДОВ ДОЛЖНО БЫТЬ ОТ 1 ДО 6,/", &[], 124)?; };
                    // 507: go to КОНЕЦ;
                    break 'at_end;
                }
                // 409: Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;
                f.Л.set(Some(1));
                rt.elem_at1(f.ТЕК, 1, 129)?.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 0, 128)?, 1, 127)?));
            }
            Some(3) => {
                label = None;
            }
            Some(6) => {
            }
            Some(8) => {
            }
            Some(17) => {
                label = None;
                // 508: ОШИБКА:
                { rt.output("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/", &[], 130)?; };
                break 'at_end;
            }
            _ => {
                break 'at_end;
            }
        }
        'loop_410: loop {
            'at_425: {
                match label {
                    Some(6) => {
                        break 'at_425;
                    }
                    Some(8) => {
                        label = None;
                        // 453: ЧЕРНЫЕ РОКИРУЮТ:
                        {
                            let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 134)?, 133)?;
                            let a1 = f.ДОСКАЧЕРНЫХ;
                            let a2 = f.ДОСКАБЕЛЫХ;
                            let a3 = f.ПОЛЯЧЕРНЫХ;
                            let a4 = f.ПОЛЯБЕЛЫХ;
                            let a5 = rt::Lbl { frame: f.id, label: 3 };
                            rt.call(131, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                        };
                    }
                    _ => {
                        // 410: СЛЕДУЮЩИЙ:
                        f.УРОВЕНЬ.set(Some(rt.read(&f.Л, 141)?));
                        // 411: УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;
                        rt.elem_at1(f.ТЕК, rt.read(&f.Л, 147)?, 146)?.set(Some(rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 145)?, 144)?, 1, 143)?));
                        // 412: if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;
                        if (rt.load1(f.ТЕК, rt.read(&f.Л, 151)?, 150)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.Л, 153)?, 152)?) {
                            // 462: if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;
                            if !(rt.read(&f.Л, 156)? == rt.read(&f.ss, 157)?) {
                                // 463: if Л ÷ 2 × 2 ≠ Л then
                                if (rt.mul(rt.idiv(rt.read(&f.Л, 162)?, 2, 161)?, 2, 160)? != rt.read(&f.Л, 163)?) {
                                    // 466: if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;
                                    if (rt.read(&f.Л, 166)? == 1) {
                                        // 502: ХОДЫ ИСЧЕРПАНЫ:
                                        { rt.output("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/", &[], 167)?; };
                                        // 504: go to КОНЕЦ;
                                        break 'at_end;
                                    }
                                    // 467: Л := Л - 1;  УРОВЕНЬ := Л;
                                    f.Л.set(Some(rt.sub(rt.read(&f.Л, 170)?, 1, 169)?));
                                    f.УРОВЕНЬ.set(Some(rt.read(&f.Л, 172)?));
                                    // 468: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                                    {
                                        let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 179)?, 178)? == -1) { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 182)?, 181)?, 2, 180)? } else { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 185)?, 184)?, 1, 183)? }, 175)?;
                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                        let a2 = f.ДОСКАБЕЛЫХ;
                                        let a3 = f.ПОЛЯЧЕРНЫХ;
                                        rt.call(173, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                    };
                                    // 470: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                    {
                                        let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 192)?, 191)?;
                                        let a1 = 61;
                                        let a2 = f.ПОЛЯЧЕРНЫХ;
                                        let a3 = f.ДОСКАЧЕРНЫХ;
                                        rt.call(189, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                    };
                                    // 471: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                                    f.Л.set(Some(rt.sub(rt.read(&f.Л, 198)?, 1, 197)?));
                                    rt.step(Some(199))?;
                                    continue 'loop_410;
                                }
                                // 473: if ВОЗМОЖЕН ПАТ[Л ÷ 2] then
                                if rt.load1(f.ВОЗМОЖЕНПАТ, rt.idiv(rt.read(&f.Л, 203)?, 2, 202)?, 201)? {
                                    // 476: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                                    if rt.result_of({
                                        let a0 = rt.load1(f.ПОЛЯЧЕРНЫХ, rt.read(&f.КОРОЛЬЧЕРНЫХ, 208)?, 207)?;
                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                        let a2 = f.ДОСКАБЕЛЫХ;
                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                        rt.call(205, || p5_ПОДБОЕМ(rt, f, a0, a1, a2, a3))?
                                    }, 205)? {
                                        // 477: go to БЕЛЫЕ ДАЛИ МАТ;
                                    } else {
                                        // 478: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                                        f.Л.set(Some(rt.sub(rt.read(&f.Л, 214)?, 1, 213)?));
                                        rt.step(Some(215))?;
                                        continue 'loop_410;
                                    }
                                }
                            }
                            // 484: if Л = 2 then go to ОТВЕТ;
                            if (rt.read(&f.Л, 218)? == 2) {
                                'at_499: {
                                    // 491: ОТВЕТ:
                                    f.Б1.set(Some(rt.load1(f.ТЕК, 1, 220)?));
                                    // 492: Б1 := ТЕК[1];  УРОВЕНЬ := 2;
                                    f.УРОВЕНЬ.set(Some(2));
                                    // 493: if ss = 2 then go to МАТ1;
                                    if !(rt.read(&f.ss, 224)? == 2) {
                                        // 494: if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;
                                        if !(rt.load1(f.ВОЗМОЖЕНПАТ, 1, 226)?) {
                                            // 495: output('/,T,РЕШЕНИЕ,/');
                                            { rt.output("/,T,РЕШЕНИЕ,/", &[], 227)?; };
                                            // 496: go to ПЕЧАТЬ ОТВЕТА;
                                            break 'at_499;
                                        }
                                    }
                                    // 497: МАТ1:
                                    { rt.output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[], 228)?; };
                                }
                                // 499: ПЕЧАТЬ ОТВЕТА:
                                rt.call(229, || p8_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                                // 501: go to КОНЕЦ;
                                break 'at_end;
                            }
                            // 485: Л := Л - 1;  УРОВЕНЬ := Л;
                            f.Л.set(Some(rt.sub(rt.read(&f.Л, 232)?, 1, 231)?));
                            f.УРОВЕНЬ.set(Some(rt.read(&f.Л, 234)?));
                            // 486: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                            {
                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 240)?, 239)? == -1) { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 243)?, 242)?, 2, 241)? } else { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 246)?, 245)?, 1, 244)? }, 236)?;
                                let a1 = f.ДОСКАБЕЛЫХ;
                                let a2 = f.ДОСКАЧЕРНЫХ;
                                let a3 = f.ПОЛЯБЕЛЫХ;
                                rt.call(235, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                            };
                            // 488: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                            {
                                let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 249)?, 248)?;
                                let a1 = 5;
                                let a2 = f.ПОЛЯБЕЛЫХ;
                                let a3 = f.ДОСКАБЕЛЫХ;
                                rt.call(247, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                            };
                            // 489: Л := Л - 1;  go to СЛЕДУЮЩИЙ;
                            f.Л.set(Some(rt.sub(rt.read(&f.Л, 252)?, 1, 251)?));
                            rt.step(Some(253))?;
                            continue 'loop_410;
                        }
                        // 413: if Л = ss - 1 then go to ПОСЛЕДНИЙ ХОД;
                        if (rt.read(&f.Л, 256)? == rt.sub(rt.read(&f.ss, 258)?, 1, 257)?) {
                            label = Some(5);
                            break 'at_425;
                        }
                        // 414: if Л = ss then go to ОТВЕТ ЧЕРНЫХ;
                        if (rt.read(&f.Л, 261)? == rt.read(&f.ss, 262)?) {
                            // 448: ОТВЕТ ЧЕРНЫХ:
                            {
                                let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 266)?, 265)?;
                                let a1 = f.ДОСКАЧЕРНЫХ;
                                let a2 = f.ДОСКАБЕЛЫХ;
                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                let a4 = rt::Lbl { frame: f.id, label: 3 };
                                let a5 = rt::Lbl { frame: f.id, label: 8 };
                                rt.call(263, || p4_СДЕЛАТЬХОД(rt, f, a0, a1, a2, a3, a4, a5))?
                            };
                            // 450: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                            if rt.result_of({
                                let a0 = rt.load1(f.ПОЛЯЧЕРНЫХ, rt.read(&f.КОРОЛЬЧЕРНЫХ, 275)?, 274)?;
                                let a1 = f.ДОСКАЧЕРНЫХ;
                                let a2 = f.ДОСКАБЕЛЫХ;
                                let a3 = f.ПОЛЯБЕЛЫХ;
                                rt.call(273, || p5_ПОДБОЕМ(rt, f, a0, a1, a2, a3))?
                            }, 273)? {
                                // 451: go to СЛЕДУЮЩИЙ;
                                rt.step(Some(276))?;
                                continue 'loop_410;
                            }
                            // 452: go to УШЛИ ОТ ШАХА;
                        } else {
                            // 415: if Л ÷ 2 × 2 ≠ Л then
                            if (rt.mul(rt.idiv(rt.read(&f.Л, 281)?, 2, 280)?, 2, 279)? != rt.read(&f.Л, 282)?) {
                                // 417: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                                if (rt.read(&f.Л, 285)? > 1) {
                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.idiv(rt.read(&f.Л, 289)?, 2, 288)?, 287)?.set(Some(false));
                                }
                                // 418: ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;
                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.add(rt.idiv(rt.read(&f.Л, 294)?, 2, 293)?, 1, 292)?, 291)?.set(Some(true));
                                // 419: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ)
                                {
                                    let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 297)?, 296)?;
                                    let a1 = f.ДОСКАБЕЛЫХ;
                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                    let a4 = f.ПОЛЯЧЕРНЫХ;
                                    let a5 = rt::Lbl { frame: f.id, label: 3 };
                                    rt.call(295, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                };
                                break 'at_425;
                            }
                            // 423: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ)
                            {
                                let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 300)?, 299)?;
                                let a1 = f.ДОСКАЧЕРНЫХ;
                                let a2 = f.ДОСКАБЕЛЫХ;
                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                let a4 = f.ПОЛЯБЕЛЫХ;
                                let a5 = rt::Lbl { frame: f.id, label: 3 };
                                rt.call(298, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                            };
                            break 'at_425;
                        }
                    }
                }
                // 455: УШЛИ ОТ ШАХА:
                f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 302)?));
                // 457: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                {
                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 308)?, 307)? == -1) { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 311)?, 310)?, 2, 309)? } else { rt.add(rt.load1(f.ТЕК, rt.read(&f.Л, 314)?, 313)?, 1, 312)? }, 304)?;
                    let a1 = f.ДОСКАЧЕРНЫХ;
                    let a2 = f.ДОСКАБЕЛЫХ;
                    let a3 = f.ПОЛЯЧЕРНЫХ;
                    rt.call(303, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                };
                // 459: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                {
                    let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 317)?, 316)?;
                    let a1 = 61;
                    let a2 = f.ПОЛЯЧЕРНЫХ;
                    let a3 = f.ДОСКАЧЕРНЫХ;
                    rt.call(315, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                };
                // 460: Л := ss - 1;  go to СЛЕДУЮЩИЙ;
                f.Л.set(Some(rt.sub(rt.read(&f.ss, 320)?, 1, 319)?));
                rt.step(Some(321))?;
                continue 'loop_410;
            }
            loop {
                match label {
                    Some(5) => {
                        label = None;
                        // 431: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                        if (rt.read(&f.Л, 324)? > 1) {
                            rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.idiv(rt.read(&f.Л, 328)?, 2, 327)?, 326)?.set(Some(false));
                        }
                        // 432: СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ, БЕЛЫЕ РОКИРУЮТ);
                        {
                            let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 331)?, 330)?;
                            let a1 = f.ДОСКАБЕЛЫХ;
                            let a2 = f.ДОСКАЧЕРНЫХ;
                            let a3 = f.ПОЛЯБЕЛЫХ;
                            let a4 = rt::Lbl { frame: f.id, label: 3 };
                            let a5 = rt::Lbl { frame: f.id, label: 6 };
                            rt.call(329, || p4_СДЕЛАТЬХОД(rt, f, a0, a1, a2, a3, a4, a5))?
                        };
                        // 433: if ¬ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                        if !rt.result_of({
                            let a0 = rt.load1(f.ПОЛЯЧЕРНЫХ, rt.read(&f.КОРОЛЬЧЕРНЫХ, 336)?, 335)?;
                            let a1 = f.ДОСКАЧЕРНЫХ;
                            let a2 = f.ДОСКАБЕЛЫХ;
                            let a3 = f.ПОЛЯБЕЛЫХ;
                            rt.call(334, || p5_ПОДБОЕМ(rt, f, a0, a1, a2, a3))?
                        }, 334)? {
                            // 434: go to СЛЕДУЮЩИЙ;
                            rt.step(Some(337))?;
                            continue 'loop_410;
                        }
                        // 435: if ПОД БОЕМ(ПОЛЯ БЕЛЫХ[КОРОЛЬ БЕЛЫХ], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ ЧЕРНЫХ) then
                        if rt.result_of({
                            let a0 = rt.load1(f.ПОЛЯБЕЛЫХ, rt.read(&f.КОРОЛЬБЕЛЫХ, 341)?, 340)?;
                            let a1 = f.ДОСКАБЕЛЫХ;
                            let a2 = f.ДОСКАЧЕРНЫХ;
                            let a3 = f.ПОЛЯЧЕРНЫХ;
                            rt.call(339, || p5_ПОДБОЕМ(rt, f, a0, a1, a2, a3))?
                        }, 339)? {
                            // 436: go to СЛЕДУЮЩИЙ;
                            rt.step(Some(342))?;
                            continue 'loop_410;
                        }
                        // 437: n := РУБЕЖ ХОДОВ[Л];
                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.Л, 345)?, 344)?));
                        // 438: ОБЗОР ХОДОВ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, n, СЛЕДУЮЩИЙ);
                        {
                            let a0 = f.ПОЛЯЧЕРНЫХ;
                            let a1 = f.ДОСКАЧЕРНЫХ;
                            let a2 = f.ДОСКАБЕЛЫХ;
                            let a3 = &f.n;
                            let a4 = rt::Lbl { frame: f.id, label: 3 };
                            rt.call(346, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                        };
                        // 439: РУБЕЖ ХОДОВ[Л + 1] := n;
                        rt.elem_at1(f.РУБЕЖХОДОВ, rt.add(rt.read(&f.Л, 351)?, 1, 350)?, 349)?.set(Some(rt.read(&f.n, 348)?));
                        // 440: go to ШАХ;
                        rt.step(Some(352))?;
                    }
                    Some(6) => {
                        label = None;
                        // 441: БЕЛЫЕ РОКИРУЮТ:
                        {
                            let a0 = rt.load1(f.ТЕК, rt.read(&f.Л, 355)?, 354)?;
                            let a1 = f.ДОСКАБЕЛЫХ;
                            let a2 = f.ДОСКАЧЕРНЫХ;
                            let a3 = f.ПОЛЯБЕЛЫХ;
                            let a4 = f.ПОЛЯЧЕРНЫХ;
                            let a5 = rt::Lbl { frame: f.id, label: 3 };
                            rt.call(353, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                        };
                        // 443: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then go to ШАХ;
                        if rt.result_of({
                            let a0 = rt.load1(f.ПОЛЯЧЕРНЫХ, rt.read(&f.КОРОЛЬЧЕРНЫХ, 359)?, 358)?;
                            let a1 = f.ДОСКАЧЕРНЫХ;
                            let a2 = f.ДОСКАБЕЛЫХ;
                            let a3 = f.ПОЛЯБЕЛЫХ;
                            rt.call(357, || p5_ПОДБОЕМ(rt, f, a0, a1, a2, a3))?
                        }, 357)? {
                            rt.step(Some(360))?;
                        } else {
                            // 444: go to СЛЕДУЮЩИЙ;
                            rt.step(Some(361))?;
                            continue 'loop_410;
                        }
                    }
                    _ => {
                        // 425: ШАХ:
                        f.Л.set(Some(rt.add(rt.read(&f.Л, 364)?, 1, 363)?));
                        // 426: Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;
                        rt.elem_at1(f.ТЕК, rt.read(&f.Л, 371)?, 370)?.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.Л, 369)?, 1, 368)?, 367)?, 1, 366)?));
                        rt.step(Some(372))?;
                        continue 'loop_410;
                    }
                }
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ОБЗОР ХОДОВ`.
struct P0Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    n: &'a dyn rt::Name<i64>,
    МЕТКА: rt::Lbl,
    j: rt::Var<i64>,
    m: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ОТКУДА: rt::Var<i64>,
    ФИГУРА: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    x: rt::Var<i64>,
    y: rt::Var<i64>,
    t: rt::Var<i64>,
    k: rt::Var<i64>,
    С: rt::Var<i64>,
    ПЕРВОЕ: rt::Var<i64>,
    ПОСЛЕДНЕЕ: rt::Var<i64>,
    НАПР: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    ДАЛЬНОБОЙНАЯ: rt::Var<bool>,
}

/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, n: &'a dyn rt::Name<i64>, МЕТКА: rt::Lbl) -> R<()> {
    let f = &P0Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        n: n,
        МЕТКА: МЕТКА,
        j: rt::var(),
        m: rt::var(),
        ПОЛЕ: rt::var(),
        КОД: rt::var(),
        ОТКУДА: rt::var(),
        ФИГУРА: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        x: rt::var(),
        y: rt::var(),
        t: rt::var(),
        k: rt::var(),
        С: rt::var(),
        ПЕРВОЕ: rt::var(),
        ПОСЛЕДНЕЕ: rt::var(),
        НАПР: rt::var(),
        ДОМ: rt::var(),
        ДАЛЬНОБОЙНАЯ: rt::var(),
    };
    'at_144: {
        // 76: m := n + 1;  СПИСОК[m] := 0;
        f.m.set(Some(rt.add(f.n.value(rt, 375)?, 1, 374)?));
        rt.elem_at1(f.up.СПИСОК, rt.read(&f.m, 378)?, 377)?.set(Some(0));
        // 77: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
        f.НАПР.set(Some(rt.load1(f.ПОЛЯ, 0, 380)?));
        f.ДОМ.set(Some(if (rt.read(&f.НАПР, 384)? > 0) { 5 } else { 61 }));
        // 78: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 386)? > 16) {
            loop {
                // 80: ПОЛЕ := ПОЛЯ[j];
                f.ПОЛЕ.set(Some(rt.load1(f.ПОЛЯ, rt.read(&f.j, 389)?, 388)?));
                // 81: if ПОЛЕ ≠ 0 then
                if (rt.read(&f.ПОЛЕ, 392)? != 0) {
                    // 83: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                    f.КОД.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 396)?, 395)?, rt.mul(10, rt.read(&f.j, 398)?, 397)?, 394)?));
                    // 84: if КОД > 0 ∧ КОД < 10 then
                    if ((rt.read(&f.КОД, 402)? > 0) & (rt.read(&f.КОД, 404)? < 10)) {
                        // 86: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                        f.В.set(Some(rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 408)?, 1, 407)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 412)?, 1, 411)?, 8, 410)?, 8, 409)?, 406)?));
                        f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 416)?, 1, 415)?, 8, 414)?));
                        // 87: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                        f.ОТКУДА.set(Some(rt.mul(100, rt.read(&f.ПОЛЕ, 419)?, 418)?));
                        f.ФИГУРА.set(Some(rt.mul(1000, rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 423)?, 422)?, 421)?));
                        // 88: if КОД = 1 then
                        if (rt.read(&f.КОД, 426)? == 1) {
                            // 90: t := ПОЛЕ + НАПР;
                            f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 429)?, rt.read(&f.НАПР, 430)?, 428)?));
                            // 91: if СВОЯ ДОСКА[t] = 0 then
                            if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 434)?, 433)? == 0) {
                                // 93: if ЧУЖАЯ ДОСКА[t] = 0 then
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 438)?, 437)? == 0) {
                                    // 95: ХОД ПЕШКИ(t);
                                    {
                                        let a0 = rt.read(&f.t, 440)?;
                                        rt.call(439, || p10_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                    // 96: if Г = (if НАПР > 0 then 1 else 6) then
                                    if (rt.read(&f.Г, 443)? == if (rt.read(&f.НАПР, 446)? > 0) { 1 } else { 6 }) {
                                        // 98: if СВОЯ ДОСКА[t + НАПР] = 0 then
                                        if (rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.t, 451)?, rt.read(&f.НАПР, 452)?, 450)?, 449)? == 0) {
                                            // 99: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                                            if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 457)?, rt.read(&f.НАПР, 458)?, 456)?, 455)? == 0) {
                                                {
                                                    let a0 = rt.add(rt.read(&f.t, 462)?, rt.read(&f.НАПР, 463)?, 461)?;
                                                    let a1 = 0;
                                                    rt.call(459, || p9_ЗАПИСЬ(rt, f, a0, a1))?
                                                };
                                            }
                                        }
                                    }
                                }
                            }
                            // 103: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                            if (rt.read(&f.В, 467)? > 0) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.sub(rt.read(&f.t, 472)?, 1, 471)?, 470)? != 0) {
                                    {
                                        let a0 = rt.sub(rt.read(&f.t, 475)?, 1, 474)?;
                                        rt.call(473, || p10_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                            // 104: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                            if (rt.read(&f.В, 478)? < 7) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 483)?, 1, 482)?, 481)? != 0) {
                                    {
                                        let a0 = rt.add(rt.read(&f.t, 486)?, 1, 485)?;
                                        rt.call(484, || p10_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                        } else {
                            // 108: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                            if (rt.read(&f.КОД, 489)? == 2) {
                                f.ПЕРВОЕ.set(Some(9));
                                f.ПОСЛЕДНЕЕ.set(Some(16));
                            } else {
                                // 109: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                                if (rt.read(&f.КОД, 494)? == 3) {
                                    f.ПЕРВОЕ.set(Some(5));
                                    f.ПОСЛЕДНЕЕ.set(Some(8));
                                } else {
                                    // 110: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                                    if ((rt.read(&f.КОД, 500)? == 4) | (rt.read(&f.КОД, 502)? == 8)) {
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(4));
                                    } else {
                                        // 111: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(8));
                                    }
                                }
                            }
                            'at_133: {
                                // 112: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                                f.ДАЛЬНОБОЙНАЯ.set(Some((((rt.read(&f.КОД, 511)? != 2) & (rt.read(&f.КОД, 513)? != 6)) & (rt.read(&f.КОД, 515)? != 7))));
                                // 113: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                f.k.set(Some(rt.read(&f.ПЕРВОЕ, 517)?));
                                if !(rt.read(&f.k, 518)? > rt.read(&f.ПОСЛЕДНЕЕ, 519)?) {
                                    'loop_115: loop {
                                        // 115: x := В;  y := Г;
                                        f.x.set(Some(rt.read(&f.В, 521)?));
                                        f.y.set(Some(rt.read(&f.Г, 523)?));
                                        'loop_116: loop {
                                            // 116: ЛУЧ:
                                            f.x.set(Some(rt.add(rt.read(&f.x, 526)?, rt.load1(f.up.ШАГВЕРТИКАЛИ, rt.read(&f.k, 528)?, 527)?, 525)?));
                                            // 117: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                                            f.y.set(Some(rt.add(rt.read(&f.y, 531)?, rt.load1(f.up.ШАГГОРИЗОНТАЛИ, rt.read(&f.k, 533)?, 532)?, 530)?));
                                            // 118: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                                            if ((((rt.read(&f.x, 539)? >= 0) & (rt.read(&f.x, 541)? < 8)) & (rt.read(&f.y, 543)? >= 0)) & (rt.read(&f.y, 545)? < 8)) {
                                                // 120: t := 8 × y + x + 1;
                                                f.t.set(Some(rt.add(rt.add(rt.mul(8, rt.read(&f.y, 550)?, 549)?, rt.read(&f.x, 551)?, 548)?, 1, 547)?));
                                                // 121: if СВОЯ ДОСКА[t] = 0 then
                                                if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 555)?, 554)? == 0) {
                                                    // 123: С := ЧУЖАЯ ДОСКА[t];
                                                    f.С.set(Some(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 558)?, 557)?));
                                                    // 124: if С ≠ 0 then
                                                    if (rt.read(&f.С, 561)? != 0) {
                                                        // 125: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                                                        if ((rt.sub(rt.read(&f.С, 566)?, rt.mul(rt.idiv(rt.read(&f.С, 569)?, 10, 568)?, 10, 567)?, 565)? == 6) | (rt.sub(rt.read(&f.С, 572)?, rt.mul(rt.idiv(rt.read(&f.С, 575)?, 10, 574)?, 10, 573)?, 571)? == 7)) {
                                                            return Err(rt.goto_label(f.МЕТКА, 576));
                                                        }
                                                    }
                                                    // 126: СПИСОК[m + 1] := ОТКУДА + t;
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 584)?, 1, 583)?, 582)?.set(Some(rt.add(rt.read(&f.ОТКУДА, 580)?, rt.read(&f.t, 581)?, 579)?));
                                                    // 127: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 597)?, 2, 596)?, 595)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.ОТКУДА, 589)?, rt.read(&f.t, 590)?, 588)?, rt.mul(10000, rt.add(rt.read(&f.С, 593)?, rt.read(&f.ФИГУРА, 594)?, 592)?, 591)?, 587)?, 586)?));
                                                    // 128: m := m + 2;
                                                    f.m.set(Some(rt.add(rt.read(&f.m, 600)?, 2, 599)?));
                                                    // 129: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                                                    if (rt.read(&f.ДАЛЬНОБОЙНАЯ, 603)? & (rt.read(&f.С, 605)? == 0)) {
                                                        rt.step(Some(606))?;
                                                        continue 'loop_116;
                                                    }
                                                }
                                            }
                                            // 113: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                            f.k.set(Some(rt.add(rt.read(&f.k, 518)?, 1, 516)?));
                                            if rt.read(&f.k, 518)? > rt.read(&f.ПОСЛЕДНЕЕ, 519)? {
                                                break 'at_133;
                                            }
                                            rt.step(Some(516))?;
                                            continue 'loop_115;
                                        }
                                    }
                                }
                            }
                            // 133: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                            if ((rt.read(&f.КОД, 610)? == 7) & (rt.read(&f.ПОЛЕ, 612)? == rt.read(&f.ДОМ, 613)?)) {
                                // 135: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 619)?, 3, 618)?, 617)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 624)?, 3, 623)?, 622)?, 10, 621)?, 10, 620)?, 616)? == 8) {
                                    // 136: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                                    {
                                        let a0 = rt.add(rt.read(&f.ДОМ, 628)?, 2, 627)?;
                                        let a1 = rt.add(rt.read(&f.ДОМ, 631)?, 3, 630)?;
                                        rt.call(625, || p11_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                                // 137: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 637)?, 4, 636)?, 635)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 642)?, 4, 641)?, 640)?, 10, 639)?, 10, 638)?, 634)? == 8) {
                                    // 138: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                                    {
                                        let a0 = rt.sub(rt.read(&f.ДОМ, 645)?, 2, 644)?;
                                        let a1 = rt.sub(rt.read(&f.ДОМ, 647)?, 4, 646)?;
                                        rt.call(643, || p11_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                            }
                        }
                    }
                }
                // 78: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 386)?, 1, 385)?));
                if rt.read(&f.j, 386)? > 16 {
                    break 'at_144;
                }
                rt.step(Some(385))?;
            }
        }
    }
    // 144: n := m
    f.n.assign(rt, rt.read(&f.m, 649)?, 650)?;
    return Ok(());
}

/// The activation record of the procedure `ЗАПИСЬ`.
struct P9Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    Е: rt::Var<i64>,
}

/// The procedure `ЗАПИСЬ`.
fn p9_ЗАПИСЬ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, Е: i64) -> R<()> {
    let f = &P9Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        Е: std::cell::Cell::new(Some(Е)),
    };
    // 50: С := ЧУЖАЯ ДОСКА[НА];
    f.up.С.set(Some(rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.НА, 653)?, 652)?));
    // 51: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
    if ((rt.sub(rt.read(&f.up.С, 658)?, rt.mul(rt.idiv(rt.read(&f.up.С, 661)?, 10, 660)?, 10, 659)?, 657)? == 6) | (rt.sub(rt.read(&f.up.С, 664)?, rt.mul(rt.idiv(rt.read(&f.up.С, 667)?, 10, 666)?, 10, 665)?, 663)? == 7)) {
        return Err(rt.goto_label(f.up.МЕТКА, 668));
    }
    // 52: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 672)?, 1, 671)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 678)?, 677)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 675)?, rt.read(&f.НА, 676)?, 674)?));
    // 53: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
    if (rt.read(&f.Е, 681)? > 0) {
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 684)?, 1, 683)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 688)?, 687)?.set(Some(rt.read(&f.Е, 686)?));
    }
    // 54: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 691)?, 1, 690)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 703)?, 702)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.up.ОТКУДА, 696)?, rt.read(&f.НА, 697)?, 695)?, rt.mul(10000, rt.add(rt.read(&f.up.С, 700)?, rt.read(&f.up.ФИГУРА, 701)?, 699)?, 698)?, 694)?, 693)?));
    return Ok(());
}

/// The activation record of the procedure `ХОД ПЕШКИ`.
struct P10Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
}

/// The procedure `ХОД ПЕШКИ`.
fn p10_ХОДПЕШКИ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64) -> R<()> {
    let f = &P10Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
    };
    // 58: if НА > 56 ∨ НА < 9 then
    if ((rt.read(&f.НА, 707)? > 56) | (rt.read(&f.НА, 709)? < 9)) {
        // 59: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
        {
            let a0 = rt.read(&f.НА, 460)?;
            let a1 = 5;
            rt.call(710, || p9_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 460)?;
            let a1 = 4;
            rt.call(711, || p9_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 460)?;
            let a1 = 3;
            rt.call(712, || p9_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 460)?;
            let a1 = 2;
            rt.call(713, || p9_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    } else {
        // 60: else ЗАПИСЬ(НА, 0);
        {
            let a0 = rt.read(&f.НА, 460)?;
            let a1 = 0;
            rt.call(714, || p9_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    }
    return Ok(());
}

/// The activation record of the procedure `РОКИРОВКА`.
struct P11Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    П: rt::Var<i64>,
    ОТ: rt::Var<i64>,
    ДО: rt::Var<i64>,
}

/// The procedure `РОКИРОВКА`.
fn p11_РОКИРОВКА<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, УГОЛ: i64) -> R<()> {
    let f = &P11Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        УГОЛ: std::cell::Cell::new(Some(УГОЛ)),
        П: rt::var(),
        ОТ: rt::var(),
        ДО: rt::var(),
    };
    // 64: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
    if (rt.read(&f.УГОЛ, 717)? > rt.read(&f.up.ПОЛЕ, 718)?) {
        f.ОТ.set(Some(rt.add(rt.read(&f.up.ПОЛЕ, 721)?, 1, 720)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.УГОЛ, 724)?, 1, 723)?));
    } else {
        // 65: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
        f.ОТ.set(Some(rt.add(rt.read(&f.УГОЛ, 727)?, 1, 726)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.up.ПОЛЕ, 730)?, 1, 729)?));
    }
    'at_end: {
        'at_68: {
            // 66: for П := ОТ step 1 until ДО do
            f.П.set(Some(rt.read(&f.ОТ, 732)?));
            if !(rt.read(&f.П, 733)? > rt.read(&f.ДО, 734)?) {
                loop {
                    // 67: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                    if ((rt.load1(f.up.СВОЯДОСКА, rt.read(&f.П, 739)?, 738)? != 0) | (rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.П, 742)?, 741)? != 0)) {
                        break 'at_end;
                    }
                    // 66: for П := ОТ step 1 until ДО do
                    f.П.set(Some(rt.add(rt.read(&f.П, 733)?, 1, 731)?));
                    if rt.read(&f.П, 733)? > rt.read(&f.ДО, 734)? {
                        break 'at_68;
                    }
                    rt.step(Some(731))?;
                }
            }
        }
        // 68: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 745)?, 1, 744)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 751)?, 750)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 748)?, rt.read(&f.НА, 749)?, 747)?));
        // 69: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 754)?, 1, 753)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 769)?, 768)?.set(Some(rt.neg_int(rt.add(rt.add(rt.mul(100, rt.read(&f.УГОЛ, 760)?, 759)?, rt.idiv(rt.add(rt.read(&f.up.ПОЛЕ, 763)?, rt.read(&f.НА, 764)?, 762)?, 2, 761)?, 758)?, rt.mul(10000000, rt.load1(f.up.СВОЯДОСКА, rt.read(&f.УГОЛ, 767)?, 766)?, 765)?, 757)?, 756)?));
    }
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ ХОДА`.
struct P1Frame<'a> {
    up: &'a MainFrame<'a>,
    З: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, З: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>) -> R<()> {
    let f = &P1Frame {
        up,
        З: std::cell::Cell::new(Some(З)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        С: rt::var(),
    };
    // 156: З := -З;
    f.З.set(Some(rt.neg_int(rt.read(&f.З, 772)?, 771)?));
    // 157: М := З ÷ 10000000;  З := З - 10000000 × М;
    f.М.set(Some(rt.idiv(rt.read(&f.З, 775)?, 10000000, 774)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 778)?, rt.mul(10000000, rt.read(&f.М, 780)?, 779)?, 777)?));
    // 158: С := З ÷ 10000;  З := З - 10000 × С;
    f.С.set(Some(rt.idiv(rt.read(&f.З, 783)?, 10000, 782)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 786)?, rt.mul(10000, rt.read(&f.С, 788)?, 787)?, 785)?));
    // 159: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.З, 791)?, 100, 790)?));
    f.НА.set(Some(rt.sub(rt.read(&f.З, 794)?, rt.mul(100, rt.read(&f.ИЗ, 796)?, 795)?, 793)?));
    // 160: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 799)?, 798)?.set(Some(0));
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 803)?, 802)?.set(Some(rt.read(&f.С, 801)?));
    // 161: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 807)?, 806)?.set(Some(rt.read(&f.М, 805)?));
    rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.М, 812)?, 10, 811)?, 810)?.set(Some(rt.read(&f.ИЗ, 809)?));
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ КОРОЛЯ`.
struct P2Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    НА: rt::Var<i64>,
    К: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, ДОМ: i64, СВОИПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P2Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        ДОМ: std::cell::Cell::new(Some(ДОМ)),
        СВОИПОЛЯ: СВОИПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        НА: rt::var(),
        К: rt::var(),
    };
    // 172: if СПИСОК[i] ÷ 100 = ДОМ then
    if (rt.idiv(rt.load1(f.up.СПИСОК, rt.read(&f.i, 817)?, 816)?, 100, 815)? == rt.read(&f.ДОМ, 818)?) {
        // 174: НА := СПИСОК[i] - 100 × ДОМ;
        f.НА.set(Some(rt.sub(rt.load1(f.up.СПИСОК, rt.read(&f.i, 822)?, 821)?, rt.mul(100, rt.read(&f.ДОМ, 824)?, 823)?, 820)?));
        // 175: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
        if ((rt.read(&f.НА, 828)? == rt.add(rt.read(&f.ДОМ, 830)?, 2, 829)?) | (rt.read(&f.НА, 832)? == rt.sub(rt.read(&f.ДОМ, 834)?, 2, 833)?)) {
            // 177: К := СВОЯ ДОСКА[НА];
            f.К.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.НА, 837)?, 836)?));
            // 178: if К - К ÷ 10 × 10 = 6 then
            if (rt.sub(rt.read(&f.К, 841)?, rt.mul(rt.idiv(rt.read(&f.К, 844)?, 10, 843)?, 10, 842)?, 840)? == 6) {
                // 179: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 847)?, 846)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ДОМ, 852)?, 851)?.set(Some(rt.add(rt.read(&f.К, 850)?, 1, 849)?));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.К, 857)?, 10, 856)?, 855)?.set(Some(rt.read(&f.ДОМ, 854)?));
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВЫПОЛНЕНИЕ ХОДА`.
struct P3Frame<'a> {
    up: &'a MainFrame<'a>,
    /// This activation's identity, for its labels.
    id: u64,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    ЛАДЬЯ: rt::Var<i64>,
    СРЕДНЕЕ: rt::Var<i64>,
}

/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl) -> R<()> {
    let f = &P3Frame {
        up,
        id: rt.new_id(),
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
        УГОЛ: rt::var(),
        ЛАДЬЯ: rt::var(),
        СРЕДНЕЕ: rt::var(),
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from its start (`label` is `None`) or from the label numbered `label` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &P3Frame<'_>, mut label: Option<u32>) -> R<()> {
    match label {
        None => {
            // 196: Х := СПИСОК[i];
            f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 860)?, 859)?));
            // 197: if Х < 0 then
            if (rt.read(&f.Х, 863)? < 0) {
                // 199: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                {
                    let a0 = rt.read(&f.Х, 174)?;
                    let a1 = f.СВОЯДОСКА;
                    let a2 = f.ЧУЖАЯДОСКА;
                    let a3 = f.СВОИПОЛЯ;
                    rt.call(864, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
                };
                // 200: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                {
                    let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 869)?, 868)? == -1) { rt.sub(rt.read(&f.i, 871)?, 2, 870)? } else { rt.sub(rt.read(&f.i, 873)?, 1, 872)? };
                    let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 876)? > 0) { 5 } else { 61 };
                    let a2 = f.СВОИПОЛЯ;
                    let a3 = f.СВОЯДОСКА;
                    rt.call(865, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
                };
                // 202: go to ДАЛЕЕ
                return Err(rt.goto_label(f.ДАЛЕЕ, 877));
            }
            // 204: if Х < 100 then go to ДАЛЕЕ;
            if (rt.read(&f.Х, 881)? < 100) {
                return Err(rt.goto_label(f.ДАЛЕЕ, 882));
            }
            // 205: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
            f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 886)?, 100, 885)?));
            f.НА.set(Some(rt.sub(rt.read(&f.Х, 889)?, rt.mul(100, rt.read(&f.ИЗ, 891)?, 890)?, 888)?));
            // 206: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
            f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 894)?, 893)?));
            f.j.set(Some(rt.idiv(rt.read(&f.М, 897)?, 10, 896)?));
            f.КОД.set(Some(rt.sub(rt.read(&f.М, 900)?, rt.mul(10, rt.read(&f.j, 902)?, 901)?, 899)?));
            // 207: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
            if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 907)?, 1, 906)?, 905)? > 0) {
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 910)?, 909)?.set(Some(-1));
                f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 914)?, 1, 913)?, 912)?));
            } else {
                // 208: else q[УРОВЕНЬ] := 0;
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 917)?, 916)?.set(Some(0));
            }
            // 209: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
            if (rt.read(&f.КОД, 920)? == 7) {
                f.КОД.set(Some(6));
            } else {
                if (rt.read(&f.КОД, 924)? == 8) {
                    f.КОД.set(Some(4));
                }
            }
            // 210: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 928)?, 927)?.set(Some(0));
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 935)?, 934)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 932)?, 931)?, rt.read(&f.КОД, 933)?, 930)?));
            // 211: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
            rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 938)?, 937)?.set(Some(0));
            rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 942)?, 941)?.set(Some(rt.read(&f.НА, 940)?));
            // 212: УРОВЕНЬ := УРОВЕНЬ + 1;
            f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 945)?, 1, 944)?));
            // 213: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
            if ((rt.sub(rt.read(&f.М, 950)?, rt.mul(10, rt.read(&f.j, 952)?, 951)?, 949)? == 7) & ((rt.read(&f.НА, 955)? == rt.add(rt.read(&f.ИЗ, 957)?, 2, 956)?) | (rt.read(&f.НА, 959)? == rt.sub(rt.read(&f.ИЗ, 961)?, 2, 960)?))) {
                // 217: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                f.УГОЛ.set(Some(if (rt.read(&f.НА, 965)? > rt.read(&f.ИЗ, 966)?) { rt.add(rt.read(&f.ИЗ, 968)?, 3, 967)? } else { rt.sub(rt.read(&f.ИЗ, 970)?, 4, 969)? }));
                f.СРЕДНЕЕ.set(Some(rt.idiv(rt.add(rt.read(&f.ИЗ, 974)?, rt.read(&f.НА, 975)?, 973)?, 2, 972)?));
                // 218: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                f.ЛАДЬЯ.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 979)?, 978)?, 4, 977)?));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 982)?, 981)?.set(Some(0));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.ЛАДЬЯ, 987)?, 10, 986)?, 985)?.set(Some(rt.read(&f.СРЕДНЕЕ, 984)?));
                // 219: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 990)?, 989)?.set(Some(6));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 993)?, 992)?.set(Some(6));
                // 220: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 997)?, 1, 996)?, 995)?));
                // 221: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                {
                    let a0 = f.ЧУЖИЕПОЛЯ;
                    let a1 = f.ЧУЖАЯДОСКА;
                    let a2 = f.СВОЯДОСКА;
                    let a3 = &f.up.n;
                    let a4 = rt::Lbl { frame: f.id, label: 0 };
                    rt.call(998, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
                };
                // 222: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1001)?, 1000)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 1005)?, 1004)?.set(Some(rt.read(&f.ЛАДЬЯ, 1003)?));
                // 223: go to ОТВЕТНЫЕ ХОДЫ;
            }
            // 228: ОТВЕТНЫЕ ХОДЫ:
            f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 1009)?, 1, 1008)?, 1007)?));
            // 230: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
            {
                let a0 = f.ЧУЖИЕПОЛЯ;
                let a1 = f.ЧУЖАЯДОСКА;
                let a2 = f.СВОЯДОСКА;
                let a3 = &f.up.n;
                let a4 = f.ДАЛЕЕ;
                rt.call(1010, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
            };
            // 231: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
            rt.elem_at1(f.up.РУБЕЖХОДОВ, rt.read(&f.up.УРОВЕНЬ, 1014)?, 1013)?.set(Some(rt.read(&f.up.n, 1012)?));
        }
        Some(0) => {
            label = None;
            // 224: ПОД УДАРОМ:
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1017)?, 1016)?.set(Some(0));
            // 225: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 1021)?, 1020)?.set(Some(rt.read(&f.ЛАДЬЯ, 1019)?));
            // 226: go to ДАЛЕЕ
            return Err(rt.goto_label(f.ДАЛЕЕ, 1022));
        }
        _ => {
        }
    }
    return Ok(());
}

/// The activation record of the procedure `СДЕЛАТЬ ХОД`.
struct P4Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    РОКИРОВКА: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
}

/// The procedure `СДЕЛАТЬ ХОД`.
fn p4_СДЕЛАТЬХОД<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl, РОКИРОВКА: rt::Lbl) -> R<()> {
    let f = &P4Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        РОКИРОВКА: РОКИРОВКА,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
    };
    // 244: Х := СПИСОК[i];
    f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 1026)?, 1025)?));
    // 245: if Х < 0 then
    if (rt.read(&f.Х, 1029)? < 0) {
        // 247: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
        {
            let a0 = rt.read(&f.Х, 174)?;
            let a1 = f.СВОЯДОСКА;
            let a2 = f.ЧУЖАЯДОСКА;
            let a3 = f.СВОИПОЛЯ;
            rt.call(1030, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
        };
        // 248: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
        {
            let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 1035)?, 1034)? == -1) { rt.sub(rt.read(&f.i, 1037)?, 2, 1036)? } else { rt.sub(rt.read(&f.i, 1039)?, 1, 1038)? };
            let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 1042)? > 0) { 5 } else { 61 };
            let a2 = f.СВОИПОЛЯ;
            let a3 = f.СВОЯДОСКА;
            rt.call(1031, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
        };
        // 250: go to ДАЛЕЕ
        return Err(rt.goto_label(f.ДАЛЕЕ, 1043));
    }
    // 252: if Х < 100 then go to ДАЛЕЕ;
    if (rt.read(&f.Х, 1047)? < 100) {
        return Err(rt.goto_label(f.ДАЛЕЕ, 1048));
    }
    // 253: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 1052)?, 100, 1051)?));
    f.НА.set(Some(rt.sub(rt.read(&f.Х, 1055)?, rt.mul(100, rt.read(&f.ИЗ, 1057)?, 1056)?, 1054)?));
    // 254: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
    f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1060)?, 1059)?));
    f.j.set(Some(rt.idiv(rt.read(&f.М, 1063)?, 10, 1062)?));
    f.КОД.set(Some(rt.sub(rt.read(&f.М, 1066)?, rt.mul(10, rt.read(&f.j, 1068)?, 1067)?, 1065)?));
    // 255: if КОД = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then go to РОКИРОВКА;
    if ((rt.read(&f.КОД, 1072)? == 7) & ((rt.read(&f.НА, 1075)? == rt.add(rt.read(&f.ИЗ, 1077)?, 2, 1076)?) | (rt.read(&f.НА, 1079)? == rt.sub(rt.read(&f.ИЗ, 1081)?, 2, 1080)?))) {
        return Err(rt.goto_label(f.РОКИРОВКА, 1082));
    }
    // 256: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
    if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 1088)?, 1, 1087)?, 1086)? > 0) {
        rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 1091)?, 1090)?.set(Some(-1));
        f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 1095)?, 1, 1094)?, 1093)?));
    } else {
        // 257: else q[УРОВЕНЬ] := 0;
        rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 1098)?, 1097)?.set(Some(0));
    }
    // 258: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
    if (rt.read(&f.КОД, 1101)? == 7) {
        f.КОД.set(Some(6));
    } else {
        if (rt.read(&f.КОД, 1105)? == 8) {
            f.КОД.set(Some(4));
        }
    }
    // 259: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1109)?, 1108)?.set(Some(0));
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 1116)?, 1115)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 1113)?, 1112)?, rt.read(&f.КОД, 1114)?, 1111)?));
    // 260: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 1119)?, 1118)?.set(Some(0));
    rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 1123)?, 1122)?.set(Some(rt.read(&f.НА, 1121)?));
    // 261: УРОВЕНЬ := УРОВЕНЬ + 1
    f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 1126)?, 1, 1125)?));
    return Ok(());
}

/// The activation record of the procedure `ПОД БОЕМ`.
struct P5Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОДБОЕМ: rt::Var<bool>,
    П: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    К: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    dx: rt::Var<i64>,
    dy: rt::Var<i64>,
    ax: rt::Var<i64>,
    ay: rt::Var<i64>,
    d: rt::Var<i64>,
    t: rt::Var<i64>,
}

/// The procedure `ПОД БОЕМ`.
fn p5_ПОДБОЕМ<'a>(rt: &Rt, up: &'a MainFrame<'a>, П: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>) -> R<Option<bool>> {
    let f = &P5Frame {
        up,
        ПОДБОЕМ: rt::var(),
        П: std::cell::Cell::new(Some(П)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        j: rt::var(),
        ПОЛЕ: rt::var(),
        К: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        dx: rt::var(),
        dy: rt::var(),
        ax: rt::var(),
        ay: rt::var(),
        d: rt::var(),
        t: rt::var(),
    };
    'at_end: {
        'at_301: {
            // 274: ПОД БОЕМ := true;
            f.ПОДБОЕМ.set(Some(true));
            // 275: В := (П - 1) - (П - 1) ÷ 8 × 8;  Г := (П - 1) ÷ 8;
            f.В.set(Some(rt.sub(rt.sub(rt.read(&f.П, 1131)?, 1, 1130)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 1135)?, 1, 1134)?, 8, 1133)?, 8, 1132)?, 1129)?));
            f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.П, 1139)?, 1, 1138)?, 8, 1137)?));
            // 276: for j := 1 step 1 until 16 do
            f.j.set(Some(1));
            if !(rt.read(&f.j, 1141)? > 16) {
                loop {
                    'at_276: {
                        // 278: ПОЛЕ := ЧУЖИЕ ПОЛЯ[j];
                        f.ПОЛЕ.set(Some(rt.load1(f.ЧУЖИЕПОЛЯ, rt.read(&f.j, 1144)?, 1143)?));
                        // 279: if ПОЛЕ ≠ 0 then
                        if (rt.read(&f.ПОЛЕ, 1147)? != 0) {
                            // 281: К := ЧУЖАЯ ДОСКА[ПОЛЕ] - 10 × j;
                            f.К.set(Some(rt.sub(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.ПОЛЕ, 1151)?, 1150)?, rt.mul(10, rt.read(&f.j, 1153)?, 1152)?, 1149)?));
                            // 282: if К > 0 ∧ К < 10 then
                            if ((rt.read(&f.К, 1157)? > 0) & (rt.read(&f.К, 1159)? < 10)) {
                                // 284: dx := В - ((ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8);  dy := Г - (ПОЛЕ - 1) ÷ 8;
                                f.dx.set(Some(rt.sub(rt.read(&f.В, 1162)?, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 1165)?, 1, 1164)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 1169)?, 1, 1168)?, 8, 1167)?, 8, 1166)?, 1163)?, 1161)?));
                                f.dy.set(Some(rt.sub(rt.read(&f.Г, 1172)?, rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 1175)?, 1, 1174)?, 8, 1173)?, 1171)?));
                                // 285: ax := abs(dx);  ay := abs(dy);
                                f.ax.set(Some(rt.std_int(StdFn::Abs, rt::N::Int(rt.read(&f.dx, 1178)?), 1177)?));
                                f.ay.set(Some(rt.std_int(StdFn::Abs, rt::N::Int(rt.read(&f.dy, 1181)?), 1180)?));
                                // 286: if К = 2 then begin if ax × ay = 2 then go to ДА end
                                if (rt.read(&f.К, 1184)? == 2) {
                                    if (rt.mul(rt.read(&f.ax, 1188)?, rt.read(&f.ay, 1189)?, 1187)? == 2) {
                                        break 'at_end;
                                    }
                                } else {
                                    // 287: else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end
                                    if (rt.read(&f.К, 1192)? == 1) {
                                        if ((rt.read(&f.ax, 1196)? == 1) & (rt.mul(8, rt.read(&f.dy, 1199)?, 1198)? == rt.load1(f.ЧУЖИЕПОЛЯ, 0, 1200)?)) {
                                            break 'at_end;
                                        }
                                    } else {
                                        // 288: else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end
                                        if ((rt.read(&f.К, 1204)? == 6) | (rt.read(&f.К, 1206)? == 7)) {
                                            if ((rt.read(&f.ax, 1210)? < 2) & (rt.read(&f.ay, 1212)? < 2)) {
                                                break 'at_end;
                                            }
                                        } else {
                                            // 289: else if (ax = ay ∧ (К = 3 ∨ К = 5)) ∨
                                            if (((rt.read(&f.ax, 1217)? == rt.read(&f.ay, 1218)?) & ((rt.read(&f.К, 1221)? == 3) | (rt.read(&f.К, 1223)? == 5))) | (((rt.read(&f.ax, 1227)? == 0) | (rt.read(&f.ay, 1229)? == 0)) & (((rt.read(&f.К, 1233)? == 4) | (rt.read(&f.К, 1235)? == 5)) | (rt.read(&f.К, 1237)? == 8)))) {
                                                // 292: d := 8 × sign(dy) + sign(dx);  t := ПОЛЕ + d;
                                                f.d.set(Some(rt.add(rt.mul(8, rt.std_int(StdFn::Sign, rt::N::Int(rt.read(&f.dy, 1242)?), 1241)?, 1240)?, rt.std_int(StdFn::Sign, rt::N::Int(rt.read(&f.dx, 1244)?), 1243)?, 1239)?));
                                                f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 1247)?, rt.read(&f.d, 1248)?, 1246)?));
                                                loop {
                                                    // 294: if t = П then go to ДА;
                                                    if (rt.read(&f.t, 1251)? == rt.read(&f.П, 1252)?) {
                                                        break 'at_end;
                                                    }
                                                    // 295: if СВОЯ ДОСКА[t] = 0 ∧ ЧУЖАЯ ДОСКА[t] = 0 then
                                                    if ((rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 1257)?, 1256)? == 0) & (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 1260)?, 1259)? == 0)) {
                                                        // 296: begin t := t + d;  go to МЕЖДУ end
                                                        f.t.set(Some(rt.add(rt.read(&f.t, 1263)?, rt.read(&f.d, 1264)?, 1262)?));
                                                        rt.step(Some(1265))?;
                                                    } else {
                                                        break 'at_276;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    // 276: for j := 1 step 1 until 16 do
                    f.j.set(Some(rt.add(rt.read(&f.j, 1141)?, 1, 1140)?));
                    if rt.read(&f.j, 1141)? > 16 {
                        break 'at_301;
                    }
                    rt.step(Some(1140))?;
                }
            }
        }
        // 301: ПОД БОЕМ := false;
        f.ПОДБОЕМ.set(Some(false));
    }
    return Ok(f.ПОДБОЕМ.get());
}

/// The activation record of the procedure `НАЙТИ КОРОЛЯ`.
struct P6Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    К: &'a dyn rt::Name<i64>,
    j: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `НАЙТИ КОРОЛЯ`.
fn p6_НАЙТИКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>, К: &'a dyn rt::Name<i64>) -> R<()> {
    let f = &P6Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        К: К,
        j: rt::var(),
        С: rt::var(),
    };
    'at_end: {
        // 310: К := 0;
        f.К.assign(rt, 0, 1268)?;
        // 311: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 1270)? > 16) {
            loop {
                // 312: if ПОЛЯ[j] ≠ 0 then
                if (rt.load1(f.ПОЛЯ, rt.read(&f.j, 1274)?, 1273)? != 0) {
                    // 313: begin С := ДОСКА[ПОЛЯ[j]] - 10 × j;  if С = 6 ∨ С = 7 then К := j end
                    f.С.set(Some(rt.sub(rt.load1(f.ДОСКА, rt.load1(f.ПОЛЯ, rt.read(&f.j, 1279)?, 1278)?, 1277)?, rt.mul(10, rt.read(&f.j, 1281)?, 1280)?, 1276)?));
                    if ((rt.read(&f.С, 1285)? == 6) | (rt.read(&f.С, 1287)? == 7)) {
                        f.К.assign(rt, rt.read(&f.j, 1289)?, 1290)?;
                    }
                }
                // 311: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 1270)?, 1, 1269)?));
                if rt.read(&f.j, 1270)? > 16 {
                    break 'at_end;
                }
                rt.step(Some(1269))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВВОД ФИГУР`.
struct P7Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    k: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
}

/// The procedure `ВВОД ФИГУР`.
fn p7_ВВОДФИГУР<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P7Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        j: rt::var(),
        k: rt::var(),
        КОД: rt::var(),
        ПОЛЕ: rt::var(),
    };
    'at_326: {
        // 324: input(k);
        { rt.input_to(&f.k, rt::Ty::Integer, rt::v_int, 1291)?; };
        // 325: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
        f.j.set(Some(1));
        if !(rt.read(&f.j, 1293)? > 16) {
            loop {
                // 325: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 1296)?, 1295)?.set(Some(0));
                f.j.set(Some(rt.add(rt.read(&f.j, 1293)?, 1, 1292)?));
                if rt.read(&f.j, 1293)? > 16 {
                    break 'at_326;
                }
                rt.step(Some(1292))?;
            }
        }
    }
    'at_end: {
        // 326: for j := 1 step 1 until k do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 1298)? > rt.read(&f.k, 1299)?) {
            loop {
                // 328: input(КОД, ПОЛЕ);
                { rt.input_to(&f.КОД, rt::Ty::Integer, rt::v_int, 1300)?; rt.input_to(&f.ПОЛЕ, rt::Ty::Integer, rt::v_int, 1300)?; };
                // 329: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                f.ПОЛЕ.set(Some(rt.add(rt.mul(8, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 1306)?, rt.mul(rt.idiv(rt.read(&f.ПОЛЕ, 1309)?, 10, 1308)?, 10, 1307)?, 1305)?, 1, 1304)?, 1303)?, rt.idiv(rt.read(&f.ПОЛЕ, 1311)?, 10, 1310)?, 1302)?));
                // 330: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 1315)?, 1314)?.set(Some(rt.read(&f.ПОЛЕ, 1313)?));
                rt.elem_at1(f.ДОСКА, rt.read(&f.ПОЛЕ, 1322)?, 1321)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 1319)?, 1318)?, rt.read(&f.КОД, 1320)?, 1317)?));
                // 326: for j := 1 step 1 until k do
                f.j.set(Some(rt.add(rt.read(&f.j, 1298)?, 1, 1297)?));
                if rt.read(&f.j, 1298)? > rt.read(&f.k, 1299)? {
                    break 'at_end;
                }
                rt.step(Some(1297))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЗИЦИИ`.
struct P8Frame<'a> {
    up: &'a MainFrame<'a>,
    Г: rt::Var<i64>,
    В: rt::Var<i64>,
    К: rt::Var<i64>,
    Х: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p8_ПЕЧАТЬПОЗИЦИИ<'a>(rt: &Rt, up: &'a MainFrame<'a>) -> R<()> {
    let f = &P8Frame {
        up,
        Г: rt::var(),
        В: rt::var(),
        К: rt::var(),
        Х: rt::var(),
    };
    // 348: if УРОВЕНЬ = 2 then
    if (rt.read(&f.up.УРОВЕНЬ, 1325)? == 2) {
        // 350: Х := СПИСОК[Б1];
        f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.up.Б1, 1328)?, 1327)?));
        // 351: output('/');  outstring(1, 'КЛЮЧ ');
        { rt.output("/", &[], 1329)?; };
        { let _ = 1; rt.outstring(V::Str("КЛЮЧ "), 1330)?; };
        // 352: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
        {
            let a0 = rt.idiv(rt.read(&f.Х, 1334)?, 100, 1333)?;
            rt.call(1331, || p12_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        {
            let a0 = rt.sub(rt.read(&f.Х, 1337)?, rt.mul(rt.idiv(rt.read(&f.Х, 1340)?, 100, 1339)?, 100, 1338)?, 1336)?;
            rt.call(1335, || p12_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        // 353: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
        if (rt.load1(f.up.q, 1, 1343)? == -1) {
            { let _ = 1; rt.outchar("nbrq", V::Int(rt.sub(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.up.Б1, 1348)?, 1, 1347)?, 1346)?, 1, 1345)?), 1344)?; };
        }
    }
    'at_369: {
        // 355: for Г := 7 step -1 until 0 do
        f.Г.set(Some(7));
        if !(rt.read(&f.Г, 1350)? < 0) {
            loop {
                'at_355_2: {
                    // 357: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                    { rt.output("/", &[], 1351)?; };
                    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.read(&f.Г, 1354)?, 1, 1353)?), 1352)?; };
                    { let _ = 1; rt.outstring(V::Str(" "), 1355)?; };
                    // 358: for В := 1 step 1 until 8 do
                    f.В.set(Some(1));
                    if !(rt.read(&f.В, 1357)? > 8) {
                        loop {
                            // 360: К := ДОСКА БЕЛЫХ[8 × Г + В];
                            f.К.set(Some(rt.load1(f.up.ДОСКАБЕЛЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1362)?, 1361)?, rt.read(&f.В, 1363)?, 1360)?, 1359)?));
                            // 361: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                            if (rt.read(&f.К, 1366)? != 0) {
                                { let _ = 1; rt.outchar("PNBRQKKR", V::Int(rt.sub(rt.read(&f.К, 1369)?, rt.mul(rt.idiv(rt.read(&f.К, 1372)?, 10, 1371)?, 10, 1370)?, 1368)?), 1367)?; };
                            } else {
                                // 364: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                                f.К.set(Some(rt.load1(f.up.ДОСКАЧЕРНЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1377)?, 1376)?, rt.read(&f.В, 1378)?, 1375)?, 1374)?));
                                // 365: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                                if (rt.read(&f.К, 1381)? != 0) {
                                    { let _ = 1; rt.outchar("pnbrqkkr", V::Int(rt.sub(rt.read(&f.К, 1384)?, rt.mul(rt.idiv(rt.read(&f.К, 1387)?, 10, 1386)?, 10, 1385)?, 1383)?), 1382)?; };
                                } else {
                                    { let _ = 1; rt.outstring(V::Str("."), 1388)?; };
                                }
                            }
                            // 358: for В := 1 step 1 until 8 do
                            f.В.set(Some(rt.add(rt.read(&f.В, 1357)?, 1, 1356)?));
                            if rt.read(&f.В, 1357)? > 8 {
                                break 'at_355_2;
                            }
                            rt.step(Some(1356))?;
                        }
                    }
                }
                // 355: for Г := 7 step -1 until 0 do
                f.Г.set(Some(rt.add(rt.read(&f.Г, 1350)?, -1, 1349)?));
                if rt.read(&f.Г, 1350)? < 0 {
                    break 'at_369;
                }
                rt.step(Some(1349))?;
            }
        }
    }
    // 369: output('/');  outstring(1, '  abcdefgh');  output('/')
    { rt.output("/", &[], 1389)?; };
    { let _ = 1; rt.outstring(V::Str("  abcdefgh"), 1390)?; };
    { rt.output("/", &[], 1391)?; };
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЛЯ`.
struct P12Frame<'a> {
    up: &'a P8Frame<'a>,
    П: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p12_ПЕЧАТЬПОЛЯ<'a>(rt: &Rt, up: &'a P8Frame<'a>, П: i64) -> R<()> {
    let f = &P12Frame {
        up,
        П: std::cell::Cell::new(Some(П)),
    };
    // 344: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    { let _ = 1; rt.outchar("abcdefgh", V::Int(rt.sub(rt.read(&f.П, 1394)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 1398)?, 1, 1397)?, 8, 1396)?, 8, 1395)?, 1393)?), 1392)?; };
    // 345: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.idiv(rt.sub(rt.read(&f.П, 1403)?, 1, 1402)?, 8, 1401)?, 1, 1400)?), 1399)?; };
    return Ok(());
}

