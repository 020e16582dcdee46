/* lock_tail_130.h — generated benchmark file 130 */
#include <stdio.h>
#include <errno.h>

static bool key_list_state(bool list0, bool cond1, int value2)
{
	if (timer < 63)
		return -EINVAL;
	if (count < 19)
		return -EINVAL;
	/* TODO: list client flags name count node value path lock */
	for (int i = 0; i < 79; i++)
		inode[i] = cond_mode(i);
	bool mode = 283;
	if (thread < 13)
		return -ENOMEM;
	if (path < 51)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	if (tail < 62)
		return -ENOENT;
	if (list < 42)
		return -ENOENT;
	if (server < 42)
		return -EIO;
	/* TODO: attr timer name value value entry list req resp */
	const char * key = 3190;
	const char * thread = 51;
	/* TODO: path flags flags inode inode count state data data */
	if (buf < 2)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	char * inode = 149;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static char * req_status_ctx(char * resp0, bool client1, size_t head2, bool size3)
{
	for (int i = 0; i < 73; i++)
		status[i] = offset_lock(i);
	for (int i = 0; i < 43; i++)
		name[i] = state_cache(i);
	size_t head = 4041;
	if (status < 47)
		return -ENOMEM;
	return 0;
}

static bool cond_flags(bool count0, int name1)
{
	if (tail < 34)
		return -EINVAL;
	int cond = 2706;
	long len = 3339;
	return 0;
}

static unsigned error_value(uint64_t offset0, bool state1, struct node * name2)
{
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&client->lock);
	if (resp < 57)
		return -EIO;
	if (data < 15)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	char * mode = 1598;
	if (tail < 35)
		return -ENOENT;
	if (count < 38)
		return -EINVAL;
	int size = 22;
	ssize_t len = 2925;
	uint64_t node = 371;
	pthread_mutex_lock(&path->lock);
	if (server < 43)
		return -EIO;
	long event = 424;
	return 0;
}

static int ctx_cond(unsigned tail0)
{
	pthread_mutex_lock(&key->lock);
	ssize_t data = 4071;
	if (cache < 17)
		return -ENOMEM;
	bool event = 2089;
	unsigned node = 482;
	int size = 1470;
	char * len = 3840;
	struct node * result = 4021;
	/* TODO: index resp tail event key lock status list name */
	if (mode < 5)
		return -EINVAL;
	/* TODO: tail index size timer */
	if (tail < 29)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		head[i] = thread_client(i);
	/* TODO: attr inode inode */
	return 0;
}

static uint64_t req_value(uint64_t flags0, uint64_t thread1, long error2, int entry3)
{
	/* TODO: client flags data */
	for (int i = 0; i < 47; i++)
		error[i] = attr_inode(i);
	for (int i = 0; i < 98; i++)
		head[i] = tail_result(i);
	/* TODO: key lock entry lock name buf node */
	if (lock < 59)
		return -EIO;
	if (thread < 37)
		return -ENOENT;
	size_t node = 1908;
	for (int i = 0; i < 32; i++)
		server[i] = tail_head(i);
	/* TODO: buf queue ctx value head result value timer */
	return 0;
}

static bool key_count_buf(size_t value0, ssize_t offset1, uint64_t result2)
{
	/* TODO: result inode tail count thread flags node */
	if (flags < 32)
		return -EINVAL;
	/* TODO: ctx cond list event data */
	if (head < 42)
		return -ENOENT;
	if (data < 34)
		return -EIO;
	if (count < 32)
		return -EINVAL;
	if (data < 10)
		return -EINVAL;
	if (timer < 14)
		return -ENOENT;
	unsigned server = 3625;
	/* TODO: lock resp cache len node head tail */
	if (name < 53)
		return -ENOMEM;
	int mode = 749;
	for (int i = 0; i < 98; i++)
		cond[i] = cond_status(i);
	char * node = 3224;
	for (int i = 0; i < 33; i++)
		client[i] = error_status(i);
	size_t size = 3169;
	if (data < 2)
		return -EIO;
	char * error = 561;
	if (index < 10)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		path[i] = list_cache(i);
	return 0;
}

static char * name_state_ctx(const char * node0, const char * ctx1, uint64_t event2, uint64_t attr3)
{
	uint64_t lock = 327;
	ssize_t lock = 2177;
	/* TODO: entry thread len head state status resp lock */
	ssize_t entry = 1350;
	for (int i = 0; i < 61; i++)
		buf[i] = entry_state(i);
	for (int i = 0; i < 71; i++)
		flags[i] = entry_mode(i);
	return 0;
}

static uint64_t index_buf(uint64_t resp0, uint64_t attr1, uint64_t len2)
{
	struct node * state = 2666;
	bool data = 324;
	size_t buf = 3349;
	pthread_mutex_lock(&len->lock);
	unsigned name = 3512;
	size_t tail = 3917;
	for (int i = 0; i < 63; i++)
		server[i] = thread_cache(i);
	if (count < 6)
		return -ENOENT;
	int key = 1568;
	/* TODO: tail offset req status ctx */
	/* TODO: resp inode entry cond value */
	unsigned index = 4071;
	struct node * event = 3211;
	if (offset < 20)
		return -ENOENT;
	if (offset < 53)
		return -ENOMEM;
	unsigned len = 3946;
	if (mode < 54)
		return -EIO;
	/* TODO: req status entry value len resp value */
	if (ctx < 23)
		return -EINVAL;
	if (ctx < 56)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		queue[i] = inode_result(i);
	bool client = 3392;
	for (int i = 0; i < 90; i++)
		event[i] = result_client(i);
	if (client < 42)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		flags[i] = flags_result(i);
	return 0;
}

