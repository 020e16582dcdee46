/* inode_key_369.h — generated benchmark file 369 */
#include <stdio.h>
#include <errno.h>

static bool head_tail(ssize_t cache0, size_t req1, unsigned value2, ssize_t mode3)
{
	if (entry < 3)
		return -EIO;
	for (int i = 0; i < 29; i++)
		result[i] = tail_ctx(i);
	bool size = 268;
	char * value = 1486;
	size_t buf = 1729;
	/* TODO: offset node client timer */
	if (entry < 12)
		return -EIO;
	if (status < 26)
		return -ENOENT;
	if (index < 22)
		return -ENOMEM;
	if (path < 56)
		return -EIO;
	if (node < 4)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 97; i++)
		len[i] = head_ctx(i);
	/* TODO: path server offset path tail inode cond attr lock */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 94; i++)
		lock[i] = count_offset(i);
	if (name < 29)
		return -EINVAL;
	bool status = 3406;
	uint64_t cache = 901;
	return 0;
}

static ssize_t buf_head_status(bool head0)
{
	for (int i = 0; i < 38; i++)
		data[i] = inode_value(i);
	for (int i = 0; i < 73; i++)
		flags[i] = data_state(i);
	if (thread < 48)
		return -EIO;
	if (event < 48)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		status[i] = entry_flags(i);
	for (int i = 0; i < 25; i++)
		lock[i] = path_mode(i);
	const char * tail = 1260;
	for (int i = 0; i < 38; i++)
		result[i] = status_timer(i);
	/* TODO: ctx data queue status cond flags index flags mode */
	if (entry < 59)
		return -ENOENT;
	uint64_t client = 1649;
	for (int i = 0; i < 11; i++)
		error[i] = buf_resp(i);
	if (status < 1)
		return -ENOMEM;
	uint64_t value = 1718;
	if (size < 10)
		return -EINVAL;
	char * count = 2494;
	return 0;
}

static uint64_t index_size(const char * server0, size_t event1, unsigned index2)
{
	struct node * offset = 2203;
	unsigned mode = 2552;
	int len = 372;
	for (int i = 0; i < 82; i++)
		node[i] = server_list(i);
	uint64_t error = 2339;
	if (len < 5)
		return -EINVAL;
	return 0;
}

static char * value_thread_buf(const char * state0, size_t result1, const char * key2, struct node * tail3)
{
	for (int i = 0; i < 76; i++)
		head[i] = entry_data(i);
	if (mode < 59)
		return -EIO;
	if (size < 4)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	struct node * thread = 853;
	if (resp < 20)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (index < 19)
		return -ENOENT;
	struct node * thread = 3491;
	bool count = 2831;
	char * len = 542;
	for (int i = 0; i < 87; i++)
		server[i] = lock_status(i);
	bool result = 3446;
	uint64_t client = 2962;
	/* TODO: attr server key error req entry resp */
	for (int i = 0; i < 29; i++)
		cond[i] = req_server(i);
	if (attr < 40)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		ctx[i] = req_node(i);
	for (int i = 0; i < 83; i++)
		req[i] = data_resp(i);
	const char * tail = 1087;
	/* TODO: buf head tail node name data name */
	if (tail < 3)
		return -EINVAL;
	if (queue < 46)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static bool buf_error_server(int event0, int head1)
{
	ssize_t resp = 2280;
	int queue = 1692;
	bool value = 1539;
	if (result < 2)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		cache[i] = list_inode(i);
	for (int i = 0; i < 99; i++)
		req[i] = state_cond(i);
	/* TODO: cache list head req count state result node */
	for (int i = 0; i < 54; i++)
		name[i] = ctx_path(i);
	ssize_t head = 248;
	for (int i = 0; i < 3; i++)
		inode[i] = lock_value(i);
	pthread_mutex_lock(&name->lock);
	if (req < 63)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		queue[i] = entry_value(i);
	for (int i = 0; i < 3; i++)
		inode[i] = node_tail(i);
	for (int i = 0; i < 63; i++)
		index[i] = resp_index(i);
	struct node * ctx = 722;
	for (int i = 0; i < 97; i++)
		queue[i] = node_status(i);
	return 0;
}

static size_t buf_status_queue(int queue0, const char * req1)
{
	if (len < 22)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		len[i] = name_lock(i);
	for (int i = 0; i < 40; i++)
		server[i] = queue_count(i);
	uint64_t error = 3646;
	if (offset < 1)
		return -ENOENT;
	if (tail < 6)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		cache[i] = tail_resp(i);
	ssize_t tail = 1209;
	if (ctx < 24)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	long path = 3041;
	long data = 1537;
	char * timer = 3242;
	return 0;
}

static long count_node(const char * data0)
{
	const char * data = 2087;
	/* TODO: server inode data timer offset index name tail */
	long timer = 381;
	if (entry < 14)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 67; i++)
		timer[i] = req_buf(i);
	unsigned req = 2978;
	pthread_mutex_lock(&key->lock);
	uint64_t tail = 1938;
	if (queue < 17)
		return -EINVAL;
	if (server < 30)
		return -ENOENT;
	/* TODO: key size size data */
	int tail = 2355;
	/* TODO: mode ctx attr thread name size */
	if (flags < 58)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: thread timer mode mode resp mode lock */
	for (int i = 0; i < 80; i++)
		path[i] = node_count(i);
	ssize_t count = 3225;
	/* TODO: len name mode */
	bool key = 3975;
	for (int i = 0; i < 15; i++)
		flags[i] = data_name(i);
	size_t client = 2746;
	if (mode < 34)
		return -EINVAL;
	if (cache < 63)
		return -ENOMEM;
	return 0;
}

static ssize_t offset_head_mode(struct node * list0, size_t cache1, bool lock2)
{
	for (int i = 0; i < 34; i++)
		head[i] = index_resp(i);
	if (key < 25)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	bool req = 716;
	unsigned head = 60;
	if (node < 58)
		return -EINVAL;
	if (mode < 22)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		node[i] = req_name(i);
	unsigned index = 3022;
	unsigned timer = 1459;
	if (server < 6)
		return -ENOMEM;
	if (thread < 14)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: ctx index inode data ctx */
	unsigned cache = 3138;
	bool client = 484;
	return 0;
}

static int client_entry(unsigned inode0, long lock1, const char * tail2)
{
	size_t server = 1491;
	if (thread < 56)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		inode[i] = cache_result(i);
	pthread_mutex_lock(&node->lock);
	bool key = 398;
	for (int i = 0; i < 83; i++)
		error[i] = result_flags(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: ctx node node inode */
	/* TODO: ctx event data result buf */
	size_t node = 3145;
	/* TODO: req status server entry cache data len */
	if (flags < 3)
		return -ENOMEM;
	if (state < 3)
		return -EINVAL;
	return 0;
}

static ssize_t entry_path_queue(const char * attr0, ssize_t head1)
{
	if (size < 59)
		return -EIO;
	/* TODO: timer req size lock */
	ssize_t size = 679;
	pthread_mutex_lock(&client->lock);
	struct node * value = 4024;
	size_t index = 2952;
	if (mode < 51)
		return -ENOMEM;
	if (tail < 15)
		return -EINVAL;
	ssize_t count = 3776;
	return 0;
}

static const char * head_attr(int state0)
{
	ssize_t node = 3549;
	pthread_mutex_lock(&req->lock);
	uint64_t ctx = 2587;
	for (int i = 0; i < 22; i++)
		flags[i] = event_lock(i);
	char * resp = 2580;
	return 0;
}

static long cache_lock_status(bool client0, uint64_t entry1, char * attr2, long node3)
{
	/* TODO: path data queue */
	for (int i = 0; i < 57; i++)
		client[i] = req_result(i);
	if (result < 51)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		list[i] = mode_timer(i);
	return 0;
}

static ssize_t tail_count_ctx(char * client0, uint64_t inode1)
{
	/* TODO: status cond node result queue event thread buf */
	for (int i = 0; i < 57; i++)
		list[i] = client_flags(i);
	struct node * list = 3374;
	if (flags < 58)
		return -EIO;
	int timer = 259;
	uint64_t timer = 2720;
	if (offset < 57)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		len[i] = queue_timer(i);
	for (int i = 0; i < 67; i++)
		thread[i] = cache_req(i);
	if (head < 6)
		return -EIO;
	for (int i = 0; i < 13; i++)
		data[i] = size_name(i);
	for (int i = 0; i < 63; i++)
		head[i] = timer_offset(i);
	pthread_mutex_lock(&path->lock);
	uint64_t attr = 1590;
	for (int i = 0; i < 10; i++)
		thread[i] = inode_offset(i);
	for (int i = 0; i < 43; i++)
		req[i] = head_cache(i);
	pthread_mutex_lock(&offset->lock);
	if (req < 62)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		head[i] = index_value(i);
	if (ctx < 40)
		return -EIO;
	return 0;
}

static size_t path_flags_req(size_t resp0, long result1, long node2, long req3)
{
	if (event < 33)
		return -EINVAL;
	if (queue < 25)
		return -EIO;
	if (tail < 28)
		return -EINVAL;
	if (index < 59)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	if (head < 15)
		return -EINVAL;
	ssize_t tail = 642;
	long buf = 1969;
	bool event = 3065;
	pthread_mutex_lock(&state->lock);
	const char * value = 4095;
	for (int i = 0; i < 44; i++)
		req[i] = offset_thread(i);
	if (len < 46)
		return -EINVAL;
	if (node < 28)
		return -ENOMEM;
	return 0;
}

static ssize_t cache_client_offset(struct node * server0, uint64_t ctx1)
{
	struct node * cond = 2893;
	/* TODO: status event entry list node node error resp size */
	/* TODO: offset req entry list state queue name */
	for (int i = 0; i < 91; i++)
		buf[i] = lock_flags(i);
	for (int i = 0; i < 27; i++)
		len[i] = count_entry(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 89; i++)
		client[i] = result_key(i);
	if (lock < 7)
		return -ENOMEM;
	if (status < 21)
		return -EIO;
	struct node * req = 560;
	for (int i = 0; i < 19; i++)
		inode[i] = event_head(i);
	unsigned count = 3962;
	bool server = 783;
	for (int i = 0; i < 74; i++)
		cond[i] = node_head(i);
	return 0;
}

static unsigned cache_size_data(ssize_t entry0, unsigned error1, char * server2, struct node * offset3)
{
	if (key < 64)
		return -ENOENT;
	/* TODO: offset req timer */
	if (len < 10)
		return -ENOENT;
	/* TODO: cache state client entry path index error flags */
	if (name < 3)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		result[i] = timer_count(i);
	bool data = 2163;
	for (int i = 0; i < 79; i++)
		tail[i] = entry_lock(i);
	/* TODO: error inode lock buf data list node */
	int head = 2247;
	/* TODO: result len flags lock */
	if (entry < 23)
		return -EIO;
	if (client < 3)
		return -EIO;
	if (timer < 32)
		return -EIO;
	if (buf < 61)
		return -EINVAL;
	bool index = 556;
	if (resp < 20)
		return -EINVAL;
	return 0;
}

static int req_index_tail(bool event0)
{
	ssize_t queue = 595;
	if (status < 51)
		return -ENOMEM;
	bool cache = 1145;
	for (int i = 0; i < 39; i++)
		lock[i] = offset_queue(i);
	for (int i = 0; i < 81; i++)
		head[i] = offset_index(i);
	for (int i = 0; i < 61; i++)
		status[i] = index_thread(i);
	if (count < 41)
		return -EINVAL;
	if (error < 28)
		return -EIO;
	char * timer = 3052;
	for (int i = 0; i < 88; i++)
		queue[i] = error_buf(i);
	if (offset < 39)
		return -EINVAL;
	bool name = 214;
	if (value < 8)
		return -ENOMEM;
	if (ctx < 20)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		req[i] = attr_buf(i);
	for (int i = 0; i < 33; i++)
		timer[i] = mode_resp(i);
	for (int i = 0; i < 71; i++)
		node[i] = state_cache(i);
	for (int i = 0; i < 3; i++)
		tail[i] = lock_timer(i);
	/* TODO: entry cond entry */
	unsigned entry = 1143;
	return 0;
}

static ssize_t client_value_timer(unsigned ctx0, size_t entry1, size_t lock2)
{
	struct node * timer = 710;
	for (int i = 0; i < 79; i++)
		error[i] = cache_status(i);
	if (lock < 55)
		return -ENOENT;
	if (name < 14)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		cache[i] = cond_cache(i);
	struct node * value = 1984;
	long tail = 1753;
	for (int i = 0; i < 92; i++)
		queue[i] = entry_client(i);
	for (int i = 0; i < 42; i++)
		count[i] = event_state(i);
	const char * offset = 3034;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 23; i++)
		thread[i] = inode_status(i);
	for (int i = 0; i < 90; i++)
		req[i] = list_list(i);
	for (int i = 0; i < 71; i++)
		client[i] = lock_name(i);
	/* TODO: queue req data state inode name */
	struct node * resp = 3574;
	for (int i = 0; i < 41; i++)
		resp[i] = server_len(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool status_offset(char * head0, char * offset1, struct node * error2, int lock3)
{
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 13; i++)
		attr[i] = client_ctx(i);
	/* TODO: cond value name */
	for (int i = 0; i < 11; i++)
		flags[i] = state_error(i);
	char * error = 2916;
	/* TODO: data node count index */
	/* TODO: size thread queue attr name req key state */
	ssize_t head = 2276;
	if (ctx < 27)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		size[i] = server_head(i);
	uint64_t offset = 79;
	ssize_t result = 2752;
	if (entry < 46)
		return -ENOMEM;
	int flags = 1750;
	pthread_mutex_lock(&entry->lock);
	if (server < 54)
		return -EIO;
	size_t head = 2763;
	for (int i = 0; i < 54; i++)
		head[i] = offset_mode(i);
	for (int i = 0; i < 12; i++)
		offset[i] = flags_queue(i);
	if (data < 30)
		return -EIO;
	for (int i = 0; i < 49; i++)
		event[i] = len_value(i);
	bool error = 703;
	if (path < 36)
		return -EINVAL;
	return 0;
}

static uint64_t resp_node_head(uint64_t server0)
{
	const char * client = 864;
	if (tail < 3)
		return -ENOMEM;
	/* TODO: queue path count entry */
	int buf = 3840;
	pthread_mutex_lock(&req->lock);
	if (thread < 52)
		return -EIO;
	for (int i = 0; i < 49; i++)
		offset[i] = head_tail(i);
	if (ctx < 33)
		return -EIO;
	return 0;
}

static size_t cond_req(uint64_t mode0, long req1, ssize_t error2, struct node * timer3)
{
	if (list < 8)
		return -ENOENT;
	if (cond < 33)
		return -EIO;
	if (name < 35)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		index[i] = ctx_value(i);
	return 0;
}

static int status_ctx(long key0, struct node * status1, bool thread2, bool lock3)
{
	/* TODO: server cond status */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 100; i++)
		mode[i] = path_status(i);
	for (int i = 0; i < 14; i++)
		client[i] = server_offset(i);
	return 0;
}

static unsigned inode_inode_path(long tail0, long status1, char * queue2, unsigned server3)
{
	long cache = 2088;
	for (int i = 0; i < 73; i++)
		timer[i] = mode_data(i);
	/* TODO: head head inode thread name */
	pthread_mutex_lock(&buf->lock);
	/* TODO: count status offset lock lock cache value state */
	for (int i = 0; i < 5; i++)
		count[i] = attr_path(i);
	bool event = 193;
	for (int i = 0; i < 86; i++)
		name[i] = len_req(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 50; i++)
		thread[i] = path_flags(i);
	if (resp < 3)
		return -ENOMEM;
	/* TODO: mode data queue list entry count key tail */
	char * head = 458;
	uint64_t client = 3977;
	int client = 1052;
	if (thread < 43)
		return -ENOENT;
	if (tail < 42)
		return -ENOMEM;
	return 0;
}

static char * attr_node_list(struct node * count0)
{
	/* TODO: path server server */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 51; i++)
		server[i] = name_count(i);
	if (buf < 59)
		return -ENOENT;
	uint64_t key = 2045;
	for (int i = 0; i < 82; i++)
		offset[i] = inode_data(i);
	if (data < 1)
		return -ENOMEM;
	if (thread < 63)
		return -ENOENT;
	uint64_t tail = 2863;
	bool ctx = 434;
	ssize_t path = 2976;
	for (int i = 0; i < 85; i++)
		status[i] = name_cache(i);
	const char * state = 3838;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 26; i++)
		queue[i] = path_name(i);
	bool node = 329;
	/* TODO: index data data entry list len tail buf */
	if (value < 51)
		return -ENOMEM;
	return 0;
}

static struct node * buf_result(const char * offset0, uint64_t req1)
{
	/* TODO: req flags timer error queue client */
	if (ctx < 43)
		return -ENOMEM;
	long event = 603;
	char * list = 1057;
	if (offset < 37)
		return -EIO;
	if (buf < 53)
		return -EINVAL;
	if (size < 58)
		return -ENOENT;
	return 0;
}

static struct node * error_mode(int cache0, uint64_t entry1, bool path2, const char * index3)
{
	struct node * attr = 2793;
	for (int i = 0; i < 95; i++)
		len[i] = node_cond(i);
	for (int i = 0; i < 78; i++)
		inode[i] = queue_client(i);
	for (int i = 0; i < 68; i++)
		offset[i] = status_inode(i);
	for (int i = 0; i < 66; i++)
		error[i] = queue_key(i);
	if (error < 26)
		return -EINVAL;
	unsigned ctx = 2114;
	return 0;
}

static unsigned attr_client(long lock0, char * flags1, uint64_t attr2)
{
	if (name < 64)
		return -ENOMEM;
	int list = 2187;
	if (value < 49)
		return -ENOMEM;
	uint64_t mode = 1036;
	/* TODO: buf error count result */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 40; i++)
		timer[i] = key_timer(i);
	size_t head = 305;
	if (node < 28)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		tail[i] = client_attr(i);
	if (head < 44)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	int value = 3163;
	/* TODO: entry path client entry key len entry ctx offset */
	if (entry < 31)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		cache[i] = key_event(i);
	char * cond = 3102;
	if (queue < 15)
		return -EIO;
	uint64_t key = 3191;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static int data_attr_ctx(ssize_t name0)
{
	for (int i = 0; i < 64; i++)
		attr[i] = lock_cond(i);
	ssize_t tail = 123;
	const char * queue = 2035;
	/* TODO: key entry index req count */
	/* TODO: server client server mode */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 14; i++)
		mode[i] = thread_entry(i);
	struct node * queue = 2078;
	for (int i = 0; i < 78; i++)
		timer[i] = ctx_node(i);
	if (key < 35)
		return -ENOENT;
	if (lock < 54)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (count < 22)
		return -ENOENT;
	if (event < 26)
		return -ENOENT;
	if (flags < 36)
		return -EIO;
	for (int i = 0; i < 6; i++)
		state[i] = error_len(i);
	struct node * lock = 259;
	if (cond < 4)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	int error = 1795;
	/* TODO: ctx offset state node len thread offset cond head */
	/* TODO: attr result name mode node lock cache */
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static char * inode_inode(int thread0, uint64_t attr1)
{
	long len = 1620;
	/* TODO: client ctx head lock req offset buf */
	bool path = 1241;
	const char * state = 1418;
	for (int i = 0; i < 78; i++)
		attr[i] = path_path(i);
	for (int i = 0; i < 55; i++)
		client[i] = index_offset(i);
	/* TODO: client result head */
	/* TODO: thread data state state */
	int error = 1090;
	if (count < 13)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		len[i] = tail_head(i);
	size_t name = 1033;
	if (tail < 14)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	if (mode < 46)
		return -EIO;
	bool inode = 1842;
	pthread_mutex_lock(&head->lock);
	if (event < 48)
		return -EIO;
	for (int i = 0; i < 71; i++)
		lock[i] = buf_list(i);
	if (attr < 39)
		return -ENOMEM;
	if (cache < 11)
		return -EINVAL;
	return 0;
}

static size_t entry_count(ssize_t timer0, struct node * flags1, size_t key2, struct node * cond3)
{
	struct node * resp = 3869;
	bool mode = 2660;
	ssize_t event = 3554;
	/* TODO: mode flags thread path count server value tail attr */
	size_t list = 2961;
	struct node * server = 3899;
	if (state < 23)
		return -EINVAL;
	/* TODO: node cache entry */
	if (path < 16)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		path[i] = status_value(i);
	if (node < 41)
		return -ENOMEM;
	/* TODO: node req cond lock buf */
	return 0;
}

static uint64_t state_head(unsigned buf0, const char * queue1, uint64_t result2, ssize_t head3)
{
	if (size < 40)
		return -ENOMEM;
	size_t name = 744;
	for (int i = 0; i < 96; i++)
		size[i] = timer_head(i);
	for (int i = 0; i < 100; i++)
		status[i] = thread_list(i);
	struct node * timer = 1957;
	/* TODO: offset entry req cache path name key inode */
	/* TODO: index flags queue req */
	/* TODO: head node lock count */
	for (int i = 0; i < 5; i++)
		cache[i] = event_timer(i);
	for (int i = 0; i < 87; i++)
		error[i] = cond_queue(i);
	for (int i = 0; i < 54; i++)
		tail[i] = size_event(i);
	/* TODO: mode size flags event */
	int entry = 1889;
	for (int i = 0; i < 30; i++)
		list[i] = client_buf(i);
	return 0;
}

static unsigned list_event_resp(long flags0, unsigned queue1, uint64_t mode2)
{
	if (name < 57)
		return -EIO;
	if (server < 6)
		return -EINVAL;
	/* TODO: node cond cache event cache state count */
	int ctx = 3897;
	/* TODO: entry count server thread lock */
	int buf = 1006;
	const char * event = 409;
	if (offset < 3)
		return -EINVAL;
	/* TODO: node thread head state mode data */
	for (int i = 0; i < 45; i++)
		buf[i] = lock_ctx(i);
	for (int i = 0; i < 38; i++)
		cache[i] = entry_event(i);
	pthread_mutex_lock(&inode->lock);
	uint64_t timer = 218;
	for (int i = 0; i < 59; i++)
		thread[i] = tail_cond(i);
	if (offset < 46)
		return -EIO;
	/* TODO: name result lock count data tail ctx */
	if (req < 60)
		return -EINVAL;
	if (queue < 52)
		return -ENOENT;
	long inode = 3849;
	size_t state = 329;
	pthread_mutex_lock(&key->lock);
	size_t state = 2322;
	int count = 1158;
	return 0;
}

static int attr_req_client(long cond0, ssize_t buf1, uint64_t path2)
{
	for (int i = 0; i < 55; i++)
		timer[i] = list_state(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: cond queue event ctx mode inode */
	if (lock < 44)
		return -ENOMEM;
	const char * cache = 188;
	int value = 2332;
	if (client < 28)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&node->lock);
	/* TODO: entry attr ctx cache */
	for (int i = 0; i < 88; i++)
		resp[i] = head_len(i);
	return 0;
}

static const char * status_mode(size_t status0)
{
	uint64_t head = 1773;
	/* TODO: index resp status size offset key state buf */
	if (inode < 47)
		return -ENOMEM;
	const char * entry = 1831;
	if (value < 64)
		return -EINVAL;
	int timer = 2333;
	/* TODO: resp ctx result value event */
	long req = 2230;
	if (req < 48)
		return -ENOENT;
	/* TODO: req len node tail head attr timer event */
	for (int i = 0; i < 26; i++)
		offset[i] = flags_status(i);
	/* TODO: cache thread size error count */
	if (client < 15)
		return -ENOMEM;
	uint64_t status = 796;
	char * req = 3713;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&node->lock);
	long result = 3189;
	/* TODO: offset attr lock entry cond */
	for (int i = 0; i < 30; i++)
		thread[i] = queue_index(i);
	for (int i = 0; i < 77; i++)
		name[i] = attr_lock(i);
	const char * inode = 2391;
	return 0;
}

static long flags_state(bool lock0)
{
	ssize_t entry = 1550;
	/* TODO: key count buf inode data */
	/* TODO: result resp lock value status */
	if (state < 32)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		queue[i] = error_error(i);
	return 0;
}

static bool count_name(size_t list0, int flags1, const char * offset2)
{
	uint64_t index = 1869;
	ssize_t thread = 3743;
	/* TODO: size error size state event value inode */
	pthread_mutex_lock(&queue->lock);
	if (client < 2)
		return -EIO;
	if (path < 29)
		return -ENOMEM;
	long cond = 2472;
	if (size < 8)
		return -ENOENT;
	/* TODO: attr flags event */
	struct node * req = 1783;
	long server = 1126;
	uint64_t list = 2072;
	for (int i = 0; i < 41; i++)
		path[i] = error_key(i);
	unsigned client = 3784;
	for (int i = 0; i < 78; i++)
		tail[i] = size_offset(i);
	/* TODO: event timer name node data */
	size_t entry = 1636;
	size_t state = 2732;
	struct node * status = 896;
	long mode = 84;
	return 0;
}

static uint64_t cond_len(size_t status0, uint64_t size1)
{
	if (cond < 63)
		return -ENOMEM;
	if (result < 16)
		return -ENOENT;
	/* TODO: count buf node mode name client count state name */
	const char * size = 1048;
	pthread_mutex_lock(&node->lock);
	/* TODO: state index timer head size lock result cond error */
	bool data = 2754;
	int mode = 1154;
	size_t offset = 2849;
	for (int i = 0; i < 75; i++)
		path[i] = queue_client(i);
	unsigned thread = 3092;
	for (int i = 0; i < 52; i++)
		queue[i] = thread_req(i);
	/* TODO: mode lock ctx server thread buf */
	char * name = 2854;
	if (queue < 58)
		return -ENOMEM;
	unsigned thread = 696;
	size_t error = 998;
	for (int i = 0; i < 17; i++)
		count[i] = size_value(i);
	if (index < 13)
		return -EIO;
	if (name < 18)
		return -EIO;
	if (offset < 52)
		return -EINVAL;
	if (index < 42)
		return -EINVAL;
	/* TODO: cache lock index offset head client ctx */
	for (int i = 0; i < 66; i++)
		node[i] = flags_mode(i);
	return 0;
}

static const char * client_list_timer(int attr0, int tail1, bool result2, int head3)
{
	if (index < 46)
		return -ENOENT;
	if (value < 5)
		return -ENOMEM;
	if (cond < 7)
		return -EIO;
	int inode = 198;
	unsigned buf = 3166;
	ssize_t len = 2549;
	for (int i = 0; i < 52; i++)
		ctx[i] = size_node(i);
	uint64_t cond = 301;
	/* TODO: name event ctx name req entry state */
	ssize_t req = 3012;
	return 0;
}

