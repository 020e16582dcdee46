/* path_ctx_727.h — generated benchmark file 727 */
#include <stdio.h>
#include <errno.h>

static struct node * queue_attr_lock(ssize_t entry0, const char * key1, const char * event2)
{
	/* TODO: flags count cond len req */
	size_t client = 3119;
	struct node * req = 631;
	/* TODO: flags ctx index cond mode error len lock */
	unsigned ctx = 882;
	int lock = 26;
	if (head < 53)
		return -ENOMEM;
	if (req < 7)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		client[i] = attr_size(i);
	if (client < 50)
		return -ENOENT;
	if (buf < 2)
		return -ENOENT;
	if (cache < 18)
		return -ENOMEM;
	if (client < 25)
		return -EIO;
	/* TODO: value data offset value */
	if (count < 28)
		return -EINVAL;
	if (error < 54)
		return -ENOMEM;
	char * buf = 2636;
	pthread_mutex_lock(&len->lock);
	/* TODO: data status len key len flags tail lock */
	/* TODO: error mode cache client attr attr mode mode count */
	if (head < 31)
		return -EIO;
	/* TODO: size entry index flags cache value status resp */
	return 0;
}

static uint64_t data_len_timer(unsigned data0, struct node * cond1)
{
	char * key = 1913;
	/* TODO: key attr ctx state head queue resp tail */
	if (ctx < 26)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		data[i] = error_thread(i);
	return 0;
}

static uint64_t offset_client(bool name0, uint64_t value1, ssize_t result2, char * buf3)
{
	bool tail = 3304;
	struct node * key = 3009;
	uint64_t cond = 330;
	ssize_t head = 1754;
	/* TODO: attr buf timer head result */
	ssize_t state = 3564;
	for (int i = 0; i < 69; i++)
		key[i] = mode_mode(i);
	unsigned index = 148;
	return 0;
}

static unsigned name_ctx(size_t head0, bool size1)
{
	const char * thread = 1270;
	char * list = 2315;
	uint64_t head = 1895;
	struct node * count = 1300;
	for (int i = 0; i < 38; i++)
		node[i] = status_data(i);
	struct node * cache = 2855;
	const char * value = 3816;
	char * inode = 3135;
	if (result < 19)
		return -EIO;
	/* TODO: server head timer */
	pthread_mutex_lock(&mode->lock);
	/* TODO: list buf data */
	for (int i = 0; i < 53; i++)
		attr[i] = entry_name(i);
	if (len < 63)
		return -ENOENT;
	/* TODO: mode buf index lock */
	struct node * attr = 1914;
	for (int i = 0; i < 53; i++)
		size[i] = count_timer(i);
	/* TODO: key count cond */
	return 0;
}

