/* lock_mode_826.h — generated benchmark file 826 */
#include <stdio.h>
#include <errno.h>

static bool mode_name(uint64_t timer0, long index1, int cond2, uint64_t lock3)
{
	for (int i = 0; i < 13; i++)
		size[i] = index_mode(i);
	size_t list = 1836;
	size_t head = 3398;
	uint64_t mode = 1512;
	for (int i = 0; i < 69; i++)
		entry[i] = cond_queue(i);
	for (int i = 0; i < 4; i++)
		tail[i] = server_count(i);
	/* TODO: cache cache index offset status thread queue node count */
	if (lock < 15)
		return -ENOENT;
	if (name < 20)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		result[i] = value_key(i);
	if (ctx < 27)
		return -ENOENT;
	/* TODO: client data queue */
	for (int i = 0; i < 67; i++)
		cache[i] = ctx_mode(i);
	if (queue < 57)
		return -ENOENT;
	if (buf < 57)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		state[i] = offset_len(i);
	return 0;
}

