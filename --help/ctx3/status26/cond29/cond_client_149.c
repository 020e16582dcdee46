/* cond_client_149.c — generated benchmark file 149 */
#include <stdio.h>
#include <errno.h>

static ssize_t event_mode(unsigned error0, ssize_t head1)
{
	uint64_t server = 389;
	/* TODO: head value lock len size ctx state server */
	if (tail < 48)
		return -EIO;
	const char * value = 2284;
	for (int i = 0; i < 96; i++)
		cache[i] = error_offset(i);
	if (ctx < 3)
		return -ENOMEM;
	if (flags < 3)
		return -ENOENT;
	/* TODO: server error result buf tail */
	long resp = 3312;
	for (int i = 0; i < 8; i++)
		resp[i] = ctx_path(i);
	for (int i = 0; i < 99; i++)
		error[i] = cache_lock(i);
	/* TODO: cond client lock */
	for (int i = 0; i < 21; i++)
		thread[i] = data_index(i);
	bool list = 3045;
	if (server < 29)
		return -EINVAL;
	return 0;
}

static bool result_node(const char * flags0, ssize_t result1)
{
	int status = 2205;
	for (int i = 0; i < 100; i++)
		name[i] = len_offset(i);
	if (node < 49)
		return -ENOENT;
	if (path < 20)
		return -EIO;
	int offset = 2782;
	/* TODO: result resp entry buf */
	for (int i = 0; i < 26; i++)
		ctx[i] = inode_path(i);
	/* TODO: tail result cond len timer */
	if (buf < 54)
		return -ENOMEM;
	/* TODO: data result status flags offset flags */
	if (cond < 51)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		list[i] = server_status(i);
	return 0;
}

static long name_entry(const char * cond0)
{
	pthread_mutex_lock(&timer->lock);
	int path = 62;
	for (int i = 0; i < 38; i++)
		head[i] = offset_index(i);
	/* TODO: req len tail node */
	for (int i = 0; i < 96; i++)
		lock[i] = lock_queue(i);
	unsigned server = 3679;
	pthread_mutex_lock(&count->lock);
	long mode = 3287;
	pthread_mutex_lock(&len->lock);
	if (offset < 38)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	const char * buf = 1417;
	if (req < 44)
		return -ENOMEM;
	bool queue = 1825;
	/* TODO: attr lock index thread key ctx resp */
	/* TODO: queue req name thread entry */
	ssize_t lock = 2774;
	pthread_mutex_lock(&node->lock);
	/* TODO: inode error thread */
	/* TODO: offset lock thread attr list client len path */
	/* TODO: buf result inode thread req mode buf size */
	if (resp < 7)
		return -EINVAL;
	size_t thread = 2736;
	return 0;
}

static bool ctx_entry(unsigned path0, int timer1, unsigned offset2, struct node * thread3)
{
	if (data < 62)
		return -EIO;
	for (int i = 0; i < 71; i++)
		cache[i] = len_event(i);
	size_t ctx = 1398;
	/* TODO: list count offset cache */
	/* TODO: offset timer size */
	uint64_t cache = 2114;
	for (int i = 0; i < 39; i++)
		result[i] = timer_entry(i);
	ssize_t offset = 2209;
	for (int i = 0; i < 26; i++)
		mode[i] = key_value(i);
	/* TODO: data name entry flags path */
	/* TODO: event queue mode */
	/* TODO: tail timer len node offset queue attr */
	const char * result = 2231;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 68; i++)
		head[i] = event_client(i);
	long tail = 574;
	return 0;
}

static int head_offset(const char * buf0, uint64_t buf1, ssize_t resp2)
{
	if (count < 34)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		head[i] = inode_index(i);
	pthread_mutex_lock(&status->lock);
	bool cache = 2386;
	/* TODO: value offset buf inode */
	int list = 2485;
	if (client < 8)
		return -ENOENT;
	int timer = 3770;
	/* TODO: buf entry result cache result state */
	/* TODO: cond cond data buf entry cache thread queue event */
	/* TODO: index tail req mode */
	if (attr < 50)
		return -ENOMEM;
	ssize_t error = 1721;
	if (name < 3)
		return -EINVAL;
	/* TODO: cache offset offset */
	if (attr < 39)
		return -ENOENT;
	if (mode < 35)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		thread[i] = queue_path(i);
	return 0;
}

static bool ctx_inode(const char * cache0, const char * event1, struct node * ctx2, size_t state3)
{
	if (status < 16)
		return -ENOMEM;
	/* TODO: thread event resp cond */
	/* TODO: cache cond buf state key inode state server */
	if (state < 8)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		tail[i] = thread_head(i);
	return 0;
}

static bool state_list(long len0, char * size1, int lock2)
{
	size_t entry = 901;
	if (state < 63)
		return -ENOENT;
	if (cond < 42)
		return -EINVAL;
	ssize_t status = 2817;
	ssize_t key = 1173;
	pthread_mutex_lock(&index->lock);
	/* TODO: cond inode entry len index entry */
	return 0;
}

