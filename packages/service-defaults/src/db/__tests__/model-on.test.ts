import mongoose, { Schema } from 'mongoose';
import { modelOn } from '../model-on';

const noteModel = modelOn('Note', new Schema({ text: { type: String, required: true } }));

describe('modelOn', () => {
  // Unopened connections: defining a model needs no database.
  const first = mongoose.createConnection();
  const second = mongoose.createConnection();
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('when a connection asks twice, then it gets the one model it defined the first time', () => {
    const model = noteModel(first);
    expect(model.modelName).toBe('Note');
    expect(model.db).toBe(first);
    expect(noteModel(first)).toBe(model);
  });

  it('when another connection asks, then it gets its own model', () => {
    expect(noteModel(second)).not.toBe(noteModel(first));
    expect(noteModel(second).db).toBe(second);
  });
});
