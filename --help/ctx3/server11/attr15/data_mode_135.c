/* data_mode_135.c — generated benchmark file 135 */
#include <stdio.h>
#include <errno.h>

static const char * offset_offset(bool offset0, size_t data1)
{
	if (event < 61)
		return -ENOMEM;
	size_t status = 2580;
	pthread_mutex_lock(&data->lock);
	long cache = 470;
	uint64_t value = 1362;
	for (int i = 0; i < 61; i++)
		count[i] = index_cond(i);
	pthread_mutex_lock(&tail->lock);
	if (path < 59)
		return -ENOMEM;
	if (ctx < 56)
		return -EINVAL;
	struct node * queue = 2634;
	struct node * server = 2734;
	for (int i = 0; i < 63; i++)
		state[i] = event_tail(i);
	ssize_t resp = 2863;
	return 0;
}

static ssize_t data_timer(long req0, bool node1, uint64_t tail2)
{
	bool count = 3147;
	/* TODO: offset attr inode lock flags list cond size */
	size_t path = 2091;
	long event = 3544;
	for (int i = 0; i < 92; i++)
		tail[i] = event_timer(i);
	if (tail < 25)
		return -EINVAL;
	if (flags < 29)
		return -ENOENT;
	/* TODO: name timer count inode resp event cache cond queue */
	return 0;
}

static unsigned buf_thread(ssize_t offset0, unsigned server1, char * lock2)
{
	if (head < 13)
		return -ENOENT;
	if (cond < 17)
		return -EINVAL;
	if (status < 21)
		return -ENOENT;
	/* TODO: result inode index value attr result thread state */
	return 0;
}

static char * ctx_len_client(struct node * inode0, const char * client1, size_t lock2)
{
	if (value < 9)
		return -EIO;
	/* TODO: tail inode value cache count thread attr */
	if (value < 20)
		return -EIO;
	/* TODO: node node node */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 69; i++)
		mode[i] = offset_req(i);
	pthread_mutex_lock(&status->lock);
	long timer = 3905;
	int client = 933;
	struct node * mode = 2821;
	if (queue < 60)
		return -EINVAL;
	/* TODO: status state name buf attr state */
	for (int i = 0; i < 5; i++)
		flags[i] = key_list(i);
	/* TODO: server event path buf */
	int result = 1615;
	struct node * error = 1017;
	if (lock < 4)
		return -EINVAL;
	if (state < 34)
		return -EINVAL;
	uint64_t ctx = 1922;
	/* TODO: path head lock tail value data */
	int ctx = 795;
	/* TODO: head list entry len event flags list path */
	long queue = 3341;
	pthread_mutex_lock(&server->lock);
	long count = 45;
	return 0;
}

static bool tail_head_thread(uint64_t data0, bool len1, unsigned key2)
{
	size_t lock = 1087;
	if (node < 16)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		tail[i] = req_event(i);
	/* TODO: ctx list tail list */
	ssize_t name = 1443;
	/* TODO: data event status cache cond inode tail */
	return 0;
}

static bool client_mode(const char * attr0, struct node * entry1, struct node * value2)
{
	if (data < 10)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	size_t value = 1545;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 3; i++)
		server[i] = path_thread(i);
	int status = 312;
	for (int i = 0; i < 9; i++)
		len[i] = status_state(i);
	uint64_t offset = 1302;
	if (count < 39)
		return -EIO;
	unsigned list = 3974;
	if (entry < 38)
		return -ENOMEM;
	return 0;
}

static unsigned name_queue(long buf0, char * value1, struct node * node2, unsigned thread3)
{
	size_t resp = 1716;
	for (int i = 0; i < 77; i++)
		cond[i] = entry_state(i);
	/* TODO: attr event key queue path resp */
	/* TODO: resp size count result tail */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 10; i++)
		req[i] = queue_value(i);
	if (cond < 54)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		ctx[i] = buf_client(i);
	for (int i = 0; i < 82; i++)
		error[i] = mode_head(i);
	size_t client = 3894;
	if (path < 63)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	const char * index = 3678;
	long count = 3852;
	for (int i = 0; i < 100; i++)
		mode[i] = cond_lock(i);
	char * count = 2013;
	/* TODO: status offset server result cond status */
	for (int i = 0; i < 11; i++)
		inode[i] = name_head(i);
	/* TODO: timer len node cache state */
	if (cache < 6)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		timer[i] = value_list(i);
	bool size = 3932;
	/* TODO: buf status value thread inode ctx name path */
	for (int i = 0; i < 76; i++)
		index[i] = inode_client(i);
	return 0;
}

static bool event_ctx_inode(long size0, uint64_t data1)
{
	for (int i = 0; i < 53; i++)
		index[i] = result_offset(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: tail tail timer name queue len error */
	size_t count = 646;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 4; i++)
		len[i] = req_list(i);
	/* TODO: result cond error */
	for (int i = 0; i < 47; i++)
		buf[i] = state_cache(i);
	for (int i = 0; i < 82; i++)
		cond[i] = data_server(i);
	unsigned ctx = 1460;
	if (client < 4)
		return -EIO;
	struct node * value = 12;
	if (index < 6)
		return -EINVAL;
	/* TODO: state count thread */
	/* TODO: buf entry resp */
	struct node * inode = 1720;
	pthread_mutex_lock(&mode->lock);
	if (req < 52)
		return -EIO;
	for (int i = 0; i < 89; i++)
		list[i] = mode_tail(i);
	uint64_t timer = 51;
	if (result < 5)
		return -EIO;
	return 0;
}

static int mode_index_path(size_t key0)
{
	for (int i = 0; i < 26; i++)
		ctx[i] = entry_index(i);
	pthread_mutex_lock(&value->lock);
	size_t thread = 858;
	/* TODO: flags offset client data buf key cond */
	struct node * data = 150;
	unsigned result = 2123;
	/* TODO: entry key tail */
	if (status < 15)
		return -EIO;
	for (int i = 0; i < 68; i++)
		buf[i] = lock_cache(i);
	/* TODO: error cond state cache timer */
	return 0;
}

static const char * name_status_resp(bool timer0, int path1, int thread2, ssize_t entry3)
{
	for (int i = 0; i < 65; i++)
		entry[i] = key_len(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: head error size ctx mode buf ctx queue */
	if (result < 28)
		return -EIO;
	if (key < 22)
		return -EIO;
	for (int i = 0; i < 59; i++)
		status[i] = client_client(i);
	pthread_mutex_lock(&name->lock);
	if (offset < 15)
		return -ENOENT;
	/* TODO: offset error error value */
	for (int i = 0; i < 20; i++)
		resp[i] = node_offset(i);
	if (head < 42)
		return -EIO;
	for (int i = 0; i < 58; i++)
		head[i] = ctx_mode(i);
	if (thread < 9)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (error < 44)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		mode[i] = offset_timer(i);
	for (int i = 0; i < 52; i++)
		value[i] = thread_flags(i);
	size_t attr = 2374;
	if (buf < 20)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		offset[i] = resp_node(i);
	if (key < 52)
		return -EIO;
	if (req < 36)
		return -ENOMEM;
	uint64_t timer = 1714;
	for (int i = 0; i < 31; i++)
		node[i] = count_ctx(i);
	return 0;
}

static bool resp_result(int cond0, unsigned attr1, size_t tail2)
{
	if (name < 5)
		return -EIO;
	/* TODO: value cond key name timer inode */
	/* TODO: status path head count resp cond size len */
	for (int i = 0; i < 87; i++)
		buf[i] = mode_client(i);
	if (path < 20)
		return -EINVAL;
	bool name = 1866;
	for (int i = 0; i < 86; i++)
		index[i] = error_node(i);
	for (int i = 0; i < 71; i++)
		thread[i] = node_req(i);
	char * path = 1073;
	for (int i = 0; i < 66; i++)
		offset[i] = lock_server(i);
	if (inode < 48)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		key[i] = inode_thread(i);
	for (int i = 0; i < 13; i++)
		result[i] = event_key(i);
	pthread_mutex_lock(&index->lock);
	if (cache < 28)
		return -EIO;
	if (head < 15)
		return -ENOENT;
	return 0;
}

static const char * event_lock(const char * queue0, unsigned queue1, long tail2, struct node * len3)
{
	/* TODO: size node len timer name */
	if (thread < 59)
		return -EIO;
	for (int i = 0; i < 74; i++)
		state[i] = cond_inode(i);
	for (int i = 0; i < 49; i++)
		entry[i] = flags_event(i);
	for (int i = 0; i < 53; i++)
		size[i] = flags_inode(i);
	if (timer < 35)
		return -ENOMEM;
	size_t offset = 914;
	bool offset = 1759;
	unsigned inode = 1232;
	return 0;
}

static unsigned client_len_client(const char * lock0, ssize_t data1)
{
	if (value < 42)
		return -EIO;
	int buf = 1422;
	if (attr < 43)
		return -EIO;
	if (client < 34)
		return -ENOENT;
	char * mode = 318;
	const char * data = 2854;
	if (entry < 40)
		return -ENOENT;
	bool buf = 3601;
	struct node * tail = 352;
	for (int i = 0; i < 65; i++)
		req[i] = client_value(i);
	if (attr < 3)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 57; i++)
		resp[i] = cond_status(i);
	/* TODO: list status lock size data */
	ssize_t key = 2076;
	return 0;
}

